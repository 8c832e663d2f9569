import type { UploadCategory } from '@swapyard/domain';

/** The colours one illustration is painted with (hex). */
export interface Palette {
  main: string;
  accent: string;
  dark: string;
  light: string;
}

/*
 * One simple product silhouette per upload category, drawn around (0, 0) in a box of about 400 x 400. Shapes only:
 * no text, so nothing depends on the fonts installed on the machine that seeds.
 */
const shapes: Record<UploadCategory, (p: Palette) => string> = {
  clothing: (p) =>
    `<path d="M-70 -150 Q0 -105 70 -150 L170 -95 L135 -15 L100 -35 L100 165 L-100 165 L-100 -35 L-135 -15 L-170 -95 Z" fill="${p.main}"/>` +
    `<path d="M-70 -150 Q0 -95 70 -150" fill="none" stroke="${p.dark}" stroke-width="12"/>` +
    `<rect x="-100" y="135" width="200" height="30" fill="${p.accent}" opacity="0.6"/>`,
  accessories: (p) =>
    `<path d="M-85 -60 Q-85 -170 0 -170 Q85 -170 85 -60" fill="none" stroke="${p.dark}" stroke-width="18"/>` +
    `<rect x="-165" y="-70" width="330" height="225" rx="32" fill="${p.main}"/>` +
    `<path d="M-165 -40 Q-165 -70 -135 -70 L135 -70 Q165 -70 165 -40 L165 10 L-165 10 Z" fill="${p.accent}"/>` +
    `<circle cx="0" cy="10" r="16" fill="${p.dark}"/>`,
  shoes_footwear: (p) =>
    `<path d="M-180 60 L-176 -30 Q-170 -70 -120 -70 L-60 -70 Q-40 -15 20 -5 L120 15 Q185 28 188 75 L188 95 L-180 95 Z" fill="${p.main}"/>` +
    `<rect x="-188" y="85" width="380" height="34" rx="14" fill="${p.light}"/>` +
    `<path d="M-62 -45 L8 -10 M-78 -22 L-8 13 M-92 0 L-22 35" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M-176 -10 Q-150 20 -110 10" fill="none" stroke="${p.dark}" stroke-width="8"/>`,
  camera_equipment: (p) =>
    `<rect x="-95" y="-135" width="120" height="60" rx="12" fill="${p.dark}"/>` +
    `<rect x="-175" y="-95" width="350" height="215" rx="26" fill="${p.dark}"/>` +
    `<rect x="-175" y="-45" width="350" height="45" fill="${p.main}"/>` +
    `<circle cx="0" cy="25" r="88" fill="#202020"/><circle cx="0" cy="25" r="60" fill="${p.accent}"/>` +
    `<circle cx="-18" cy="7" r="16" fill="#ffffff" opacity="0.6"/><circle cx="132" cy="-70" r="13" fill="${p.accent}"/>`,
  musical_instruments: (p) =>
    `<g transform="rotate(-32)"><rect x="-15" y="-215" width="30" height="230" fill="${p.dark}"/>` +
    `<rect x="-25" y="-255" width="50" height="50" rx="9" fill="${p.dark}"/>` +
    `<circle cx="0" cy="40" r="88" fill="${p.main}"/><circle cx="0" cy="135" r="108" fill="${p.main}"/>` +
    `<circle cx="0" cy="65" r="28" fill="#1d1d1d"/><rect x="-45" y="150" width="90" height="16" rx="4" fill="${p.accent}"/></g>`,
  audio_equipment: (p) =>
    `<path d="M-135 45 L-135 -20 A135 135 0 0 1 135 -20 L135 45" fill="none" stroke="${p.dark}" stroke-width="26"/>` +
    `<rect x="-178" y="5" width="78" height="140" rx="34" fill="${p.main}"/>` +
    `<rect x="100" y="5" width="78" height="140" rx="34" fill="${p.main}"/>` +
    `<rect x="-112" y="25" width="22" height="100" rx="10" fill="${p.accent}"/>` +
    `<rect x="90" y="25" width="22" height="100" rx="10" fill="${p.accent}"/>`,
  music_media: (p) =>
    `<rect x="-190" y="-170" width="300" height="300" rx="6" fill="${p.accent}"/>` +
    `<circle cx="40" cy="20" r="170" fill="#151515"/>` +
    `<circle cx="40" cy="20" r="140" fill="none" stroke="#333333" stroke-width="3"/>` +
    `<circle cx="40" cy="20" r="110" fill="none" stroke="#333333" stroke-width="3"/>` +
    `<circle cx="40" cy="20" r="58" fill="${p.main}"/><circle cx="40" cy="20" r="8" fill="${p.light}"/>`,
  electronics: (p) =>
    `<rect x="-155" y="-145" width="310" height="210" rx="14" fill="${p.dark}"/>` +
    `<rect x="-138" y="-128" width="276" height="176" fill="${p.main}"/>` +
    `<rect x="-115" y="-105" width="120" height="70" rx="6" fill="${p.light}" opacity="0.7"/>` +
    `<path d="M-195 72 L195 72 L172 102 L-172 102 Z" fill="${p.accent}"/>`,
  collectibles: (p) =>
    `<circle cx="-72" cy="-130" r="40" fill="${p.main}"/><circle cx="72" cy="-130" r="40" fill="${p.main}"/>` +
    `<ellipse cx="-120" cy="50" rx="38" ry="70" fill="${p.main}" transform="rotate(25 -120 50)"/>` +
    `<ellipse cx="120" cy="50" rx="38" ry="70" fill="${p.main}" transform="rotate(-25 120 50)"/>` +
    `<ellipse cx="0" cy="85" rx="112" ry="115" fill="${p.main}"/><circle cx="0" cy="-75" r="88" fill="${p.main}"/>` +
    `<ellipse cx="0" cy="-45" rx="36" ry="26" fill="${p.light}"/><circle cx="0" cy="-55" r="9" fill="#222222"/>` +
    `<circle cx="-32" cy="-95" r="9" fill="#222222"/><circle cx="32" cy="-95" r="9" fill="#222222"/>` +
    `<ellipse cx="0" cy="95" rx="60" ry="62" fill="${p.accent}" opacity="0.6"/>`,
  books_magazines: (p) =>
    `<rect x="-170" y="70" width="330" height="70" rx="6" fill="${p.dark}"/>` +
    `<rect x="-150" y="-5" width="300" height="75" rx="6" fill="${p.main}"/>` +
    `<rect x="-160" y="-80" width="310" height="75" rx="6" fill="${p.accent}"/>` +
    `<rect x="130" y="-70" width="14" height="55" fill="${p.light}"/><rect x="135" y="5" width="10" height="55" fill="${p.light}"/>` +
    `<rect x="-120" y="-60" width="18" height="35" fill="${p.light}" opacity="0.8"/>`,
  art: (p) =>
    `<rect x="-175" y="-145" width="350" height="290" fill="${p.dark}"/>` +
    `<rect x="-150" y="-120" width="300" height="240" fill="#fbf8f1"/>` +
    `<rect x="-125" y="-95" width="250" height="190" fill="${p.light}"/>` +
    `<circle cx="60" cy="-40" r="26" fill="${p.accent}"/>` +
    `<path d="M-125 95 L-45 -10 L15 60 L55 20 L125 95 Z" fill="${p.main}"/>`,
  kitchen: (p) =>
    `<path d="M95 -60 Q185 -60 180 20 Q175 95 90 85" fill="none" stroke="${p.main}" stroke-width="30"/>` +
    `<path d="M-125 -115 L105 -115 L95 130 Q93 152 68 152 L-98 152 Q-123 152 -125 130 Z" fill="${p.main}"/>` +
    `<ellipse cx="-10" cy="-115" rx="115" ry="20" fill="${p.dark}"/>` +
    `<rect x="-125" y="10" width="230" height="36" fill="${p.accent}" opacity="0.7"/>` +
    `<path d="M-50 -150 Q-30 -185 -50 -220 M10 -150 Q30 -185 10 -220" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.6"/>`,
  auto: (p) =>
    `<path d="M-195 65 L-195 10 Q-190 -12 -150 -18 L-92 -85 Q-82 -95 -60 -95 L72 -95 Q92 -95 108 -80 L162 -18 Q195 -12 195 20 L195 65 Z" fill="${p.main}"/>` +
    `<path d="M-78 -80 L-12 -80 L-12 -22 L-128 -22 Z" fill="${p.light}"/><path d="M4 -80 L66 -80 L116 -22 L4 -22 Z" fill="${p.light}"/>` +
    `<circle cx="-110" cy="68" r="45" fill="#222222"/><circle cx="-110" cy="68" r="19" fill="#bbbbbb"/>` +
    `<circle cx="110" cy="68" r="45" fill="#222222"/><circle cx="110" cy="68" r="19" fill="#bbbbbb"/>` +
    `<rect x="160" y="5" width="28" height="16" rx="5" fill="${p.accent}"/>`,
  gym_equipment: (p) =>
    `<rect x="-135" y="-13" width="270" height="26" rx="8" fill="#8a8a8a"/>` +
    `<rect x="-185" y="-85" width="45" height="170" rx="12" fill="${p.dark}"/>` +
    `<rect x="140" y="-85" width="45" height="170" rx="12" fill="${p.dark}"/>` +
    `<rect x="-140" y="-62" width="34" height="124" rx="9" fill="${p.main}"/>` +
    `<rect x="106" y="-62" width="34" height="124" rx="9" fill="${p.main}"/>` +
    `<rect x="-40" y="-16" width="80" height="32" rx="8" fill="${p.accent}"/>`,
  sports: (p) =>
    `<circle cx="0" cy="0" r="172" fill="${p.main}"/>` +
    `<path d="M-172 0 L172 0 M0 -172 L0 172" stroke="${p.dark}" stroke-width="9"/>` +
    `<path d="M-122 -122 Q-38 0 -122 122 M122 -122 Q38 0 122 122" fill="none" stroke="${p.dark}" stroke-width="9"/>` +
    `<ellipse cx="-60" cy="-80" rx="45" ry="28" fill="#ffffff" opacity="0.25" transform="rotate(-35 -60 -80)"/>`,
  home_garden: (p) =>
    `<path d="M0 40 L0 -120" stroke="${p.dark}" stroke-width="10"/>` +
    `<ellipse cx="-62" cy="-70" rx="34" ry="92" fill="${p.main}" transform="rotate(-38 -62 -70)"/>` +
    `<ellipse cx="62" cy="-80" rx="34" ry="92" fill="${p.main}" transform="rotate(38 62 -80)"/>` +
    `<ellipse cx="0" cy="-140" rx="32" ry="80" fill="${p.main}"/>` +
    `<ellipse cx="-95" cy="0" rx="26" ry="70" fill="${p.main}" transform="rotate(-65 -95 0)"/>` +
    `<ellipse cx="95" cy="0" rx="26" ry="70" fill="${p.main}" transform="rotate(65 95 0)"/>` +
    `<path d="M-88 45 L88 45 L68 185 L-68 185 Z" fill="${p.accent}"/><rect x="-100" y="25" width="200" height="36" rx="6" fill="${p.accent}"/>` +
    `<rect x="-100" y="25" width="200" height="36" rx="6" fill="#000000" opacity="0.12"/>`,
  pets: (p) =>
    `<ellipse cx="0" cy="65" rx="100" ry="84" fill="${p.main}"/>` +
    `<ellipse cx="-118" cy="-35" rx="38" ry="52" fill="${p.main}" transform="rotate(-22 -118 -35)"/>` +
    `<ellipse cx="-48" cy="-112" rx="40" ry="56" fill="${p.main}" transform="rotate(-8 -48 -112)"/>` +
    `<ellipse cx="48" cy="-112" rx="40" ry="56" fill="${p.main}" transform="rotate(8 48 -112)"/>` +
    `<ellipse cx="118" cy="-35" rx="38" ry="52" fill="${p.main}" transform="rotate(22 118 -35)"/>` +
    `<ellipse cx="0" cy="75" rx="55" ry="40" fill="${p.accent}" opacity="0.5"/>`,
  health_beauty: (p) =>
    `<rect x="-140" y="-40" width="130" height="210" rx="30" fill="${p.main}"/>` +
    `<rect x="-105" y="-90" width="60" height="55" fill="${p.dark}"/>` +
    `<rect x="-115" y="-130" width="80" height="45" rx="8" fill="${p.accent}"/>` +
    `<rect x="-120" y="30" width="90" height="80" rx="8" fill="${p.light}" opacity="0.75"/>` +
    `<rect x="40" y="40" width="80" height="130" rx="8" fill="${p.dark}"/>` +
    `<path d="M50 40 L50 -40 Q80 -75 110 -50 L110 40 Z" fill="${p.accent}"/>`,
  office_supplies: (p) =>
    `<rect x="-160" y="-155" width="230" height="290" rx="10" fill="${p.accent}"/>` +
    `<rect x="-160" y="-155" width="32" height="290" fill="${p.dark}"/>` +
    `<path d="M-100 -90 L40 -90 M-100 -50 L40 -50 M-100 -10 L40 -10 M-100 30 L10 30" stroke="${p.light}" stroke-width="8"/>` +
    `<g transform="translate(95 10) rotate(28)"><rect x="-20" y="-165" width="40" height="275" fill="${p.main}"/>` +
    `<path d="M-20 110 L20 110 L0 165 Z" fill="#f1d9a7"/><path d="M-7 147 L7 147 L0 165 Z" fill="#222222"/>` +
    `<rect x="-20" y="-200" width="40" height="35" rx="6" fill="#e58f8f"/><rect x="-20" y="-172" width="40" height="10" fill="#bbbbbb"/></g>`,
};

export function productShape(category: UploadCategory, palette: Palette): string {
  return shapes[category](palette);
}
