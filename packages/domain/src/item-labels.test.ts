import { describe, expect, it } from 'vitest';
import {
  categoryDisplayName,
  categoryLabelToValue,
  conditionLabelToValue,
  conditionValueToLabel,
  itemConditions,
  sizeLabelToValue,
  sizeValueToLabel,
  uploadCategories,
} from './item-labels.ts';

describe('upload categories', () => {
  it('are exactly the documented list, in order', () => {
    expect(uploadCategories.map((c) => `${c.value}/${c.label}`)).toEqual([
      'clothing/Clothing',
      'accessories/Accessories',
      'shoes_footwear/Shoes & Footwear',
      'camera_equipment/Camera Equipment',
      'musical_instruments/Musical Instruments',
      'audio_equipment/Audio Equipment',
      'music_media/Music & Media',
      'electronics/Electronics',
      'collectibles/Collectibles',
      'books_magazines/Books & Magazines',
      'art/Art',
      'kitchen/Kitchen & Dining',
      'auto/Automotive',
      'gym_equipment/Gym & Fitness',
      'sports/Sports & Outdoors',
      'home_garden/Home & Garden',
      'pets/Pets & Animals',
      'health_beauty/Health & Beauty',
      'office_supplies/Office & Supplies',
    ]);
  });
});

describe('categoryLabelToValue', () => {
  it('maps every known label to its value', () => {
    for (const { value, label } of uploadCategories) expect(categoryLabelToValue(label)).toBe(value);
    expect(categoryLabelToValue('Automotive')).toBe('auto');
    expect(categoryLabelToValue('Kitchen & Dining')).toBe('kitchen');
  });
  it('lowercases unknown labels and turns non-alphanumerics into underscores', () => {
    expect(categoryLabelToValue('Toys & Games')).toBe('toys___games');
    expect(categoryLabelToValue('Vintage-Decor 2')).toBe('vintage_decor_2');
    expect(categoryLabelToValue('tools')).toBe('tools');
  });
});

describe('conditions', () => {
  it('map labels to stored values', () => {
    expect(conditionLabelToValue('New with Tags')).toBe('new');
    expect(conditionLabelToValue('Like New')).toBe('like_new');
    expect(conditionLabelToValue('Good')).toBe('good');
    expect(conditionLabelToValue('Fair')).toBe('fair');
    expect(conditionLabelToValue('Well Worn')).toBe('poor');
  });
  it('treat an unknown label as good', () => {
    expect(conditionLabelToValue('Mint')).toBe('good');
    expect(conditionLabelToValue('')).toBe('good');
  });
  it('read back as their labels', () => {
    expect(itemConditions.map(conditionValueToLabel)).toEqual([
      'New with Tags',
      'Like New',
      'Good',
      'Fair',
      'Well Worn',
    ]);
    for (const value of itemConditions)
      expect(conditionLabelToValue(conditionValueToLabel(value))).toBe(value);
  });
});

describe('sizes', () => {
  it('map labels to stored values', () => {
    expect(['XS', 'S', 'M', 'L', 'XL', 'XXL'].map(sizeLabelToValue)).toEqual([
      'xs',
      's',
      'm',
      'l',
      'xl',
      'xxl',
    ]);
    expect(sizeLabelToValue('N/A')).toBe('one_size');
    expect(sizeLabelToValue('One Size')).toBe('one_size');
  });
  it('keep any other size as written (trimmed), and read labels in any case', () => {
    expect(sizeLabelToValue(' EU 42 ')).toBe('EU 42');
    expect(sizeLabelToValue('32x34')).toBe('32x34');
    expect(sizeLabelToValue('42')).toBe('42');
    expect(sizeLabelToValue('xl')).toBe('xl');
    expect(sizeLabelToValue('one size')).toBe('one_size');
    expect(sizeValueToLabel(sizeLabelToValue('EU 42'))).toBe('EU 42');
  });
  it('read back as labels; free-text sizes stay as entered', () => {
    expect(['xs', 's', 'm', 'l', 'xl', 'xxl', 'one_size'].map(sizeValueToLabel)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'One Size',
    ]);
    expect(sizeValueToLabel('EU 42')).toBe('EU 42');
  });
});

describe('categoryDisplayName', () => {
  it('uses the documented label for upload categories', () => {
    for (const { value, label } of uploadCategories) expect(categoryDisplayName(value)).toBe(label);
    expect(categoryDisplayName('auto')).toBe('Automotive');
  });
  it('folds older closet categories into upload categories', () => {
    for (const c of ['tops', 'bottoms', 'dresses', 'outerwear'])
      expect(categoryDisplayName(c)).toBe('Clothing');
    expect(categoryDisplayName('shoes')).toBe('Shoes & Footwear');
    expect(categoryDisplayName('toys_games')).toBe('Collectibles');
    expect(categoryDisplayName('tools')).toBe('Home & Garden');
  });
  it("turns underscores into ' & ' and title-cases anything else", () => {
    expect(categoryDisplayName('bags_wallets')).toBe('Bags & Wallets');
    expect(categoryDisplayName('jewelry')).toBe('Jewelry');
    expect(categoryDisplayName('vintage finds')).toBe('Vintage Finds');
  });
});
