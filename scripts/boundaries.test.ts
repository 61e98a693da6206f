import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints a made-up module placed at `filePath` (nothing is written to disk) with the project's
// own ESLint config, and returns the layer-rule messages.
const eslint = new ESLint({ cwd: process.cwd() });
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

describe('declared layers (eslint.boundaries.js)', () => {
  const refused: Array<[string, string, string]> = [
    [
      'a feature importing another feature by a relative path',
      'apps/web/app/features/planner/model/bad.ts',
      "import { SHORTCUTS } from '../../pomodoro/model/shortcuts';\nexport const x = SHORTCUTS;",
    ],
    [
      "a feature importing another feature from the feature's root",
      'apps/web/app/features/planner/bad.ts',
      "import { SHORTCUTS } from '../pomodoro/model/shortcuts';\nexport const x = SHORTCUTS;",
    ],
    [
      'a feature importing another feature by the ~ alias',
      'apps/web/app/features/planner/model/bad.ts',
      "import { SHORTCUTS } from '~/features/pomodoro/model/shortcuts';\nexport const x = SHORTCUTS;",
    ],
    [
      'a feature importing another feature dynamically',
      'apps/web/app/features/planner/model/bad.ts',
      "export const load = () => import('~/features/pomodoro/model/shortcuts');",
    ],
    [
      'lib importing a feature',
      'apps/web/app/lib/bad.ts',
      "import { SHORTCUTS } from '~/features/pomodoro/model/shortcuts';\nexport const x = SHORTCUTS;",
    ],
    [
      'a UI component importing a route',
      'apps/web/app/components/ui/bad.tsx',
      "import Home from '~/routes/home';\nexport const x = Home;",
    ],
    [
      'core importing the server',
      'packages/core/src/timer/bad.ts',
      "import { ApiError } from '../../../../apps/server/src/http/errors.ts';\nexport const x = ApiError;",
    ],
    [
      'a repository importing a service',
      'apps/server/src/features/planner/planner.repository.ts',
      "import { createPlannerService } from './planner.service.ts';\nexport const x = createPlannerService;",
    ],
    [
      'routes skipping the service to reach the repository',
      'apps/server/src/features/planner/planner.routes.ts',
      "import { createPlannerRepository } from './planner.repository.ts';\nexport const x = createPlannerRepository;",
    ],
    [
      "a service importing another feature's service",
      'apps/server/src/features/planner/planner.service.ts',
      "import { createPomodoroService } from '../pomodoro/pomodoro.service.ts';\nexport const x = createPomodoroService;",
    ],
    [
      'infrastructure importing a feature',
      'apps/server/src/http/bad.ts',
      "import { createPlannerService } from '../features/planner/planner.service.ts';\nexport const x = createPlannerService;",
    ],
    [
      'the limiter importing a feature',
      'apps/server/src/limits/bad.ts',
      "import { loginLimits } from '../features/auth/login-limiter.ts';\nexport const x = loginLimits;",
    ],
    [
      "a feature's model importing its service",
      'apps/server/src/features/pomodoro/pomodoro.state.ts',
      "import { createPomodoroService } from './pomodoro.service.ts';\nexport const x = createPomodoroService;",
    ],
    [
      "a feature's model importing the database",
      'apps/server/src/features/flashcards/flashcards.mappers.ts',
      "import { decks } from '../../db/schema.ts';\nexport const x = decks;",
    ],
    [
      "a feature's model calling its repository",
      'apps/server/src/features/flashcards/flashcards.mappers.ts',
      "import { createFlashcardsRepository } from './flashcards.repository.ts';\nexport const x = createFlashcardsRepository;",
    ],
    [
      'request hooks importing a repository',
      'apps/server/src/features/identity/identity.hooks.ts',
      "import { createDatabaseSessionStore } from './session.repository.ts';\nexport const x = createDatabaseSessionStore;",
    ],
    [
      "a service importing another feature's model",
      'apps/server/src/features/study/study.service.ts',
      "import { phaseEnd } from '../pomodoro/pomodoro.device-clock.ts';\nexport const x = phaseEnd;",
    ],
  ];

  it.each(refused)('refuses %s', async (_name, filePath, code) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(code.split('import').length - 1);
    expect(errors[0]).toMatch(/^Layer rule: /);
  });

  const allowed: Array<[string, string, string]> = [
    [
      'a route composing two features',
      'apps/web/app/routes/ok.tsx',
      "import { SHORTCUTS } from '~/features/pomodoro/model/shortcuts';\nimport { planQuery } from '~/features/planner/api/get-plan';\nexport const x = [SHORTCUTS, planQuery];",
    ],
    [
      'a feature using its own modules, lib and core',
      'apps/web/app/features/planner/model/ok.ts',
      "import { apiFetch } from '~/lib/api-client';\nimport { generatePlan } from '../api/generate-plan';\nimport { z } from 'zod';\nexport const x = [apiFetch, generatePlan, z];",
    ],
    [
      "a feature's services, its model and its repository's row types",
      'apps/server/src/features/flashcards/flashcards-study.service.ts',
      "import { CARD_NOT_FOUND } from './flashcards.service.ts';\nimport { toCard } from './flashcards.mappers.ts';\nimport type { StudyCard } from './flashcards.repository.ts';\nexport const x: [string, typeof toCard, StudyCard?] = [CARD_NOT_FOUND, toCard];",
    ],
    [
      "a model naming its repository's rows",
      'apps/server/src/features/pomodoro/pomodoro.state.ts',
      "import type { SessionRow } from './pomodoro.repository.ts';\nexport type X = SessionRow;",
    ],
    [
      "a feature's model using the limiter",
      'apps/server/src/features/auth/login-limiter.ts',
      "import { addressKey } from '../../limits/limiter.ts';\nexport const x = addressKey;",
    ],
    [
      'routes using their service and the identity hooks',
      'apps/server/src/features/planner/planner.routes.ts',
      "import { createPlannerService } from './planner.service.ts';\nimport { requireOwner } from '../identity/identity.hooks.ts';\nexport const x = [createPlannerService, requireOwner];",
    ],
  ];

  it.each(allowed)('allows %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
