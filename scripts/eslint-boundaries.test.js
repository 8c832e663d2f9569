import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import layout from './eslint-boundaries.js';

// RuleTester reports through the test framework's hooks.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = (file) => path.join(root, 'apps/web/src', file);
const server = (file) => path.join(root, 'apps/server/src/modules', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layout/boundaries', layout.rules.boundaries, {
  valid: [
    // A feature through its index or another root entry; inside a feature, anything.
    { filename: web('features/trades/api/x.ts'), code: "import { a } from '@/features/wallet';" },
    { filename: web('features/feed/api/x.ts'), code: "import { a } from '@/features/items/shell';" },
    { filename: web('features/trades/pages/p.tsx'), code: "import { a } from '../components/c';" },
    // The app composes pages.
    { filename: web('app/router.tsx'), code: "const p = import('@/features/wallet/pages/wallet-page');" },
    // A module through its index.ts only; tests and their kits reach further.
    { filename: server('feed/service.ts'), code: "import * as items from '../items/index.ts';" },
    { filename: server('feed/queries.ts'), code: "import { itemColumns } from '../items/index.ts';" },
    { filename: server('trades/x.test.ts'), code: "import { a } from '../wallet/service.ts';" },
    { filename: server('trades/x.test.ts'), code: "import { a } from '../wallet/ledger.ts';" },
    { filename: server('items/service.ts'), code: "import * as queries from './queries.ts';" },
  ],
  invalid: [
    {
      filename: web('features/trades/api/x.ts'),
      code: "import { a } from '@/features/wallet/api/query-keys';",
      errors: [
        { message: 'Use features/wallet through its index.ts (or another entry at its root), not its api/.' },
      ],
    },
    {
      filename: web('features/trades/api/x.ts'),
      code: "import { a } from '../../wallet/components/c';",
      errors: [{ message: /not its components\// }],
    },
    {
      filename: web('lib/x.ts'),
      code: "import { a } from '@/features/wallet';",
      errors: [{ message: 'Shared lib/ code must not depend on a feature (features/wallet).' }],
    },
    {
      filename: server('feed/queries.ts'),
      code: "import { a } from '../items/queries.ts';",
      errors: [{ message: 'Use the items module through its index.ts, not queries.ts.' }],
    },
    {
      // Not even its service: index.ts is a module's one entry (docs/decisions/030).
      filename: server('feed/service.ts'),
      code: "import * as items from '../items/service.ts';",
      errors: [{ message: 'Use the items module through its index.ts, not service.ts.' }],
    },
    {
      filename: server('payments/service.ts'),
      code: "export { a } from '../notifications/texts.ts';",
      errors: [{ message: /notifications module/ }],
    },
  ],
});

// TypeScript's parser: the rule tells `import type` from value imports.
const tsTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const sqlMessage = (module) =>
  `SQL belongs in ${module}/queries.ts (or ${module}/queries/): build and run it there and call those functions ` +
  'from here. Elsewhere only `import type` from drizzle-orm or the schema is allowed.';
const allowAuth = [{ allow: ['auth/auth.ts'] }];

tsTester.run('layout/sql-in-queries', layout.rules['sql-in-queries'], {
  valid: [
    // A module's queries.ts and the files of its queries/ folder build SQL.
    { filename: server('items/queries.ts'), code: "import { eq } from 'drizzle-orm';" },
    {
      filename: server('wallet/queries/ledger.ts'),
      code: "import { walletAccounts } from '../../../db/schema/index.ts';",
    },
    {
      filename: server('wallet/queries/ledger.ts'),
      code: "import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';",
    },
    // Types are not SQL: allowed anywhere.
    {
      filename: server('withdrawals/service.ts'),
      code: "import type { StoredWithdrawalDetails } from '../../db/schema/index.ts';",
    },
    { filename: server('wallet/service.ts'), code: "import { type SQL } from 'drizzle-orm';" },
    { filename: server('wallet/service.ts'), code: "export type { SQL } from 'drizzle-orm';" },
    // Calling a queries file is what a service does.
    { filename: server('wallet/service.ts'), code: "import * as holds from './queries/holds.ts';" },
    // Tests, test kits, outside the modules, and the exceptions the config names.
    { filename: server('wallet/ledger.test.ts'), code: "import { eq } from 'drizzle-orm';" },
    {
      filename: server('trades/trade-test-kit.ts'),
      code: "import { trades } from '../../db/schema/index.ts';",
    },
    {
      filename: path.join(root, 'apps/server/src/platform/jobs/queries.ts'),
      code: "import { sql } from 'drizzle-orm';",
    },
    { filename: path.join(root, 'apps/server/src/app.ts'), code: "import { sql } from 'drizzle-orm';" },
    {
      filename: server('auth/auth.ts'),
      code: "import * as schema from '../../db/schema/index.ts';",
      options: allowAuth,
    },
  ],
  invalid: [
    {
      filename: server('wallet/service.ts'),
      code: "import { eq } from 'drizzle-orm';",
      errors: [{ message: sqlMessage('wallet') }],
    },
    {
      filename: server('profiles/update-profile.ts'),
      code: "import { sql, type SQL } from 'drizzle-orm';",
      errors: [{ message: sqlMessage('profiles') }],
    },
    {
      filename: server('closets/auto-create.ts'),
      code: "import { closets } from '../../db/schema/closets.ts';",
      errors: [{ message: sqlMessage('closets') }],
    },
    {
      filename: server('seed/seed-items.ts'),
      code: "import { alias } from 'drizzle-orm/pg-core';",
      errors: [{ message: sqlMessage('seed') }],
    },
    {
      filename: server('items/read-model.ts'),
      code: "export { items } from '../../db/schema/index.ts';",
      errors: [{ message: sqlMessage('items') }],
    },
    {
      filename: server('wallet/activity.ts'),
      code: "const { sql } = await import('drizzle-orm');",
      errors: [{ message: sqlMessage('wallet') }],
    },
    // A file named like a query file outside queries/ is not one; the exception is for that one file only.
    {
      filename: server('wallet/ledger-queries.ts'),
      code: "import { sql } from 'drizzle-orm';",
      errors: [{ message: sqlMessage('wallet') }],
    },
    {
      filename: server('auth/sign-in-accounts.ts'),
      code: "import { user } from '../../db/schema/index.ts';",
      options: allowAuth,
      errors: [{ message: sqlMessage('auth') }],
    },
  ],
});
