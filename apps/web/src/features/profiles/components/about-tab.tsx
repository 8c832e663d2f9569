import type { VisiblePublicProfile } from '@swapyard/domain/profiles';
import { CalendarDays, MapPin, Package, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatMonthYear } from '@/lib/format';
import { ratingText } from '../lib/profile-display';

/** About: bio, member since, location, items listed, average rating to one decimal with its count. */
export function AboutTab({
  profile,
  itemCount,
}: {
  profile: VisiblePublicProfile;
  itemCount: number | undefined;
}) {
  return (
    <section
      aria-label="About"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6"
    >
      <div className="grid gap-1.5">
        <h2 className="text-sm font-semibold">Bio</h2>
        <p className="text-sm leading-relaxed whitespace-pre-line text-muted-foreground">
          {profile.bio || 'No bio yet.'}
        </p>
      </div>
      {profile.favoriteBrands.length > 0 ? (
        <div className="grid gap-2">
          <h2 className="text-sm font-semibold">Favorite brands</h2>
          <ul aria-label="Favorite brands" className="flex flex-wrap gap-1.5">
            {profile.favoriteBrands.map((brand) => (
              <li key={brand}>
                <Badge>{brand}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {profile.styleTags.length > 0 ? (
        <div className="grid gap-2">
          <h2 className="text-sm font-semibold">Style</h2>
          <ul aria-label="All style tags" className="flex flex-wrap gap-1.5">
            {profile.styleTags.map((tag) => (
              <li key={tag}>
                <Badge variant="brand">{tag}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact icon={<CalendarDays />} label="Member since" value={formatMonthYear(profile.createdAt)} />
        <Fact icon={<MapPin />} label="Location" value={profile.location ?? 'Not shared'} />
        <Fact
          icon={<Package />}
          label="Items listed"
          value={itemCount === undefined ? '—' : String(itemCount)}
        />
        <Fact icon={<Star />} label="Average rating" value={ratingText(profile.stats.rating)} />
      </dl>
    </section>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-surface-muted/60 px-4 py-3">
      <span aria-hidden className="mt-0.5 text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      <div className="grid gap-0.5">
        <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
        <dd className="text-sm font-medium">{value}</dd>
      </div>
    </div>
  );
}
