import type { SurveyCategory } from '@swapyard/domain/survey';
import { Cpu, Gem, Music, Palette, Shirt, Sparkles, type LucideIcon } from 'lucide-react';

const icons: Record<SurveyCategory, LucideIcon> = {
  Music,
  Fashion: Shirt,
  Technology: Cpu,
  Collectibles: Gem,
  'Arts & Crafts': Palette,
  'Beauty & Wellness': Sparkles,
};

export function CategoryIcon({ category, className }: { category: SurveyCategory; className?: string }) {
  const Icon = icons[category];
  return <Icon aria-hidden className={className} />;
}
