import {
  Bike,
  BookOpen,
  Camera,
  Car,
  CookingPot,
  Disc3,
  Dumbbell,
  Footprints,
  Gem,
  Guitar,
  Headphones,
  Package,
  Palette,
  Paperclip,
  PawPrint,
  Shirt,
  Smartphone,
  Sparkles,
  Sprout,
  Watch,
  type LucideIcon,
} from 'lucide-react';
import type { UploadCategory } from '@swapyard/domain/item-labels';

/** A picture for each upload category, so closet tiles read at a glance; older categories get a parcel. */
const icons: Record<UploadCategory, LucideIcon> = {
  clothing: Shirt,
  accessories: Watch,
  shoes_footwear: Footprints,
  camera_equipment: Camera,
  musical_instruments: Guitar,
  audio_equipment: Headphones,
  music_media: Disc3,
  electronics: Smartphone,
  collectibles: Gem,
  books_magazines: BookOpen,
  art: Palette,
  kitchen: CookingPot,
  auto: Car,
  gym_equipment: Dumbbell,
  sports: Bike,
  home_garden: Sprout,
  pets: PawPrint,
  health_beauty: Sparkles,
  office_supplies: Paperclip,
};

export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = icons[category as UploadCategory] ?? Package;
  return <Icon aria-hidden className={className} />;
}
