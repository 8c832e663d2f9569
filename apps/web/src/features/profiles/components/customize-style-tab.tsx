import { QUICK_ADD_BRAND_COUNT, SUGGESTED_BRANDS, type StyleTag } from '@swapyard/domain/profiles';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { CustomizeValues } from '../lib/customize-form';
import { addBrand, availableStyleTags } from '../lib/profile-display';

type Props = { values: CustomizeValues; onChange: (patch: Partial<CustomizeValues>) => void };

const chip =
  'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring cursor-pointer';

/** Style: favourite brands (empty and duplicates ignored, 17 suggestions, 6 quick-add) and the 18 style tags. */
export function CustomizeStyleTab({ values, onChange }: Props) {
  const [brand, setBrand] = useState('');
  const brandId = useId();
  const listId = useId();
  const add = (name: string) => onChange({ favoriteBrands: addBrand(values.favoriteBrands, name) });
  const onAdd = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    add(brand);
    setBrand('');
  };
  const chosen = new Set(values.favoriteBrands.map((b) => b.toLowerCase()));
  const quickAdd = SUGGESTED_BRANDS.slice(0, QUICK_ADD_BRAND_COUNT).filter(
    (b) => !chosen.has(b.toLowerCase()),
  );
  const setTags = (styleTags: StyleTag[]) => onChange({ styleTags });

  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby={`${brandId}-title`}>
        <h3 id={`${brandId}-title`} className="text-sm font-semibold">
          Favorite brands
        </h3>
        <div className="flex gap-2">
          <Label htmlFor={brandId} className="sr-only">
            Add a brand
          </Label>
          <Input
            id={brandId}
            list={listId}
            value={brand}
            placeholder="Add a brand"
            maxLength={50}
            onChange={(e) => setBrand(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onAdd(e);
            }}
          />
          <datalist id={listId}>
            {SUGGESTED_BRANDS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <Button variant="secondary" onClick={() => onAdd()} aria-label="Add brand">
            <Plus aria-hidden className="size-4" />
            Add
          </Button>
        </div>
        {quickAdd.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs text-muted-foreground">Quick add:</span>
            {quickAdd.map((name) => (
              <button
                key={name}
                type="button"
                onClick={() => add(name)}
                className={`${chip} border border-dashed border-border text-muted-foreground hover:bg-accent hover:text-foreground`}
              >
                <Plus aria-hidden className="size-3.5" />
                {name}
              </button>
            ))}
          </div>
        ) : null}
        {values.favoriteBrands.length > 0 ? (
          <ul aria-label="Your favorite brands" className="flex flex-wrap gap-2">
            {values.favoriteBrands.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-label={`Remove ${name}`}
                  onClick={() =>
                    onChange({ favoriteBrands: values.favoriteBrands.filter((b) => b !== name) })
                  }
                  className={`${chip} bg-primary-soft text-primary-soft-foreground hover:brightness-95`}
                >
                  {name}
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No favorite brands yet.</p>
        )}
      </section>

      <section className="grid gap-3" aria-labelledby={`${brandId}-tags`}>
        <h3 id={`${brandId}-tags`} className="text-sm font-semibold">
          Style tags
        </h3>
        {values.styleTags.length > 0 ? (
          <ul aria-label="Your style tags" className="flex flex-wrap gap-2">
            {values.styleTags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  aria-label={`Remove ${tag}`}
                  onClick={() => setTags(values.styleTags.filter((t) => t !== tag))}
                  className={`${chip} bg-primary text-primary-foreground hover:bg-primary-hover`}
                >
                  {tag}
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ul aria-label="Available style tags" className="flex flex-wrap gap-2">
          {availableStyleTags(values.styleTags).map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => setTags([...values.styleTags, tag])}
                className={`${chip} border border-border bg-surface hover:bg-accent`}
              >
                {tag}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
