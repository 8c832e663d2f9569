import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createAccounts, type Auth } from '../auth/index.ts';
import { placeWrittenLocations } from '../places/index.ts';
import * as profiles from '../profiles/index.ts';
import * as survey from '../survey/index.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoEmail } from './demo-members.ts';
import * as queries from './queries.ts';
import { seedDemoItems, type SeedItemsDeps } from './seed-items.ts';
import { seedDemoSocial } from './seed-social.ts';
import { seedDemoTrades } from './seed-trades.ts';
import { seedDemoWallets } from './seed-wallets.ts';

export type SeedResult = 'seeded' | 'not-empty' | 'disabled';

/**
 * Creates the demo members on an EMPTY database, all in one transaction, through better-auth's own user creation
 * and password hasher (so their passwords work and each gets a profile and preferences like any member). Their
 * addresses are marked confirmed, so no mail is sent.
 */
export async function seedDemoMembers(deps: {
  db: Db;
  auth: Auth;
  logger: Logger;
  enabled: boolean;
}): Promise<SeedResult> {
  const { db, auth, logger } = deps;
  if (!deps.enabled) return 'disabled';
  if ((await queries.countMembers(db)) > 0) {
    logger.debug('database already has members: not seeding demo members');
    return 'not-empty';
  }

  const accounts = DEMO_MEMBERS.map((member) => ({
    member,
    email: demoEmail(member.username),
    name: member.fullName,
    username: member.username,
    password: DEMO_PASSWORD,
  }));
  await createAccounts(auth, db, accounts, async (tx, { member }, created) => {
    await profiles.updateProfileFields(tx, created.id, {
      bio: member.bio,
      location: member.location,
      styleTags: member.styleTags,
      favoriteBrands: member.favoriteBrands,
      themeColor: member.themeColor,
      socialLinks: member.instagram ? { instagram: member.instagram } : {},
    });
    if (member.surveyCompleted) {
      await survey.savePreferences(tx, created.id, {
        surveyCompleted: true,
        firstLoginSurveyShown: true,
        structuredInterests: member.structuredInterests,
        interestCategories: Object.keys(member.structuredInterests),
        interests: Object.values(member.structuredInterests).flat(),
      });
    }
    if (member.role) await profiles.grantRole(tx, created.id, member.role);
  });
  // Their written locations are places ('Brooklyn, NY'), so distance works for the demo too.
  await placeWrittenLocations(db, logger, profiles.writtenMemberLocations);
  logger.info(
    { members: DEMO_MEMBERS.map((m) => m.username) },
    `seeded ${DEMO_MEMBERS.length} demo members (password: ${DEMO_PASSWORD})`,
  );
  return 'seeded';
}

/**
 * The whole demo on an empty database: the members, then their listings with drawn photos, then who follows, traded
 * with, reviewed and liked whom. The listings follow only a members seed that just ran, so a database that already
 * had members never gets demo items.
 */
export async function seedDemo(deps: {
  db: Db;
  auth: Auth;
  storage: Storage;
  logger: Logger;
  enabled: boolean;
  /** The listings (default DEMO_ITEMS); tests pass a few. */
  catalogue?: SeedItemsDeps['catalogue'];
}): Promise<SeedResult> {
  const members = await seedDemoMembers(deps);
  if (members !== 'seeded') return members;
  try {
    if ((await seedDemoItems(deps)) !== 'seeded') return 'seeded';
  } catch (error) {
    // The members can be used without their listings: a start must not fail over demo data.
    deps.logger.error({ err: error }, 'could not seed the demo items; the demo members have none');
    return 'seeded';
  }
  try {
    await seedDemoSocial(deps);
  } catch (error) {
    deps.logger.error({ err: error }, 'could not seed the demo social graph');
  }
  try {
    await seedDemoWallets(deps);
  } catch (error) {
    deps.logger.error({ err: error }, 'could not seed the demo wallets');
  }
  try {
    // After the wallets: the offers put some of that money on hold.
    await seedDemoTrades(deps);
  } catch (error) {
    deps.logger.error({ err: error }, 'could not seed the demo conversations');
  }
  return 'seeded';
}
