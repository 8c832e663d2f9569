/**
 * The countries the address form offers, by ISO 3166 two-letter code (what the server stores). An address saved
 * with another code keeps it: the form adds it to the list (countryOptions).
 */
export const COUNTRIES: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  IE: 'Ireland',
  AU: 'Australia',
  NZ: 'New Zealand',
  FR: 'France',
  DE: 'Germany',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'Netherlands',
  BE: 'Belgium',
  SE: 'Sweden',
  DK: 'Denmark',
  PL: 'Poland',
  PT: 'Portugal',
  AT: 'Austria',
  CH: 'Switzerland',
  JP: 'Japan',
};

/** The options of the country select, alphabetical by name, with `current` kept when it is not one of ours. */
export function countryOptions(current = ''): Array<{ code: string; name: string }> {
  const options = Object.entries(COUNTRIES).map(([code, name]) => ({ code, name }));
  if (current && !COUNTRIES[current]) options.push({ code: current, name: current });
  return options.sort((a, b) => a.name.localeCompare(b.name));
}

export const countryName = (code: string) => COUNTRIES[code] ?? code;
