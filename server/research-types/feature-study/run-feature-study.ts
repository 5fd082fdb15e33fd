import { RUN_COST } from '@contracts/credits';
import {
  FEATURE_STUDY_TYPE,
  featureStudyAnalysisSchema,
  type FeatureStudyInput,
  type FeatureStudyPage,
  type FeatureStudyQuote,
  type SimulationRequest,
  type SimulationResult,
} from '@contracts/feature-study';
import {
  answersChoiceTasks,
  definitionOf,
  featureStudyCallsPerTwin,
  maxTasksFor,
  runFeatureStudy,
  simulateMarket,
  SimulationInputError,
} from '@engine/index';
import type { Actor, AppContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import { findFeedback } from '../../services/feedback-records/feedback-records';
import { recordPage } from '../../services/feedback-records/list-feedback-history';
import { toTypedRecord } from '../../services/feedback-records/normalise-record';
import { MAX_FEATURE_PANEL_TWINS } from '@contracts/research-panel';
import { choosePanel } from '../../services/research-panels/choose-panel';
import { panelResponseItem, runSeed, withPanelAudiences } from '../../services/research-panels/panel-run';
import { engineStamp, type RunExecutor } from '../../services/runs/run-executor';
import { runCharge } from '../../services/runs/run-charge';

/** Answers come from the engine's choice model; an engine without one (a language model, today) cannot run a study. */
function checkEngine(context: AppContext) {
  if (!answersChoiceTasks(context.engine))
    throw badRequest(
      `The ${context.engine.name} engine cannot answer choice tasks, so it cannot run a feature value study.`,
    );
}

/** 400 naming the field when the attributes and prices cannot fill the tasks asked for (nothing charged). */
function checkDesign(input: FeatureStudyInput) {
  const most = maxTasksFor(input);
  if (most === 0)
    throw badRequest('The attributes have fewer different products than each task shows.', [
      {
        name: 'alternativesPerTask',
        reason: `The attributes' levels make fewer different products than ${input.alternativesPerTask} per task.`,
      },
    ]);
  if (input.tasksPerTwin > most)
    throw badRequest(`These attributes and prices can fill at most ${most} tasks per twin.`, [
      {
        name: 'tasksPerTwin',
        reason: `At most ${most} tasks of ${input.alternativesPerTask} products: add levels or prices, or ask fewer tasks.`,
      },
    ]);
}

/** Model calls a study makes: none offline; with a language model, one per twin per few tasks asked at once. */
const studyModelCalls = (context: AppContext, input: FeatureStudyInput, twins: number) =>
  twins * featureStudyCallsPerTwin(context.engine, input.tasksPerTwin);

/** What a study will ask before it runs: its panel, its tasks, its cost and how many model calls it makes. */
export async function quoteFeatureStudy(
  context: AppContext,
  actor: Actor,
  input: FeatureStudyInput,
): Promise<FeatureStudyQuote> {
  checkEngine(context);
  checkDesign(input);
  const { panel } = await choosePanel(context, actor.id, input, MAX_FEATURE_PANEL_TWINS);
  const modelCalls = studyModelCalls(context, input, panel.twins);
  return {
    twins: panel.twins,
    matched: panel.matched,
    tasksPerTwin: input.tasksPerTwin,
    alternativesPerTask: input.alternativesPerTask,
    maxTasksPerTwin: maxTasksFor(input),
    credits: runCharge(context, RUN_COST, modelCalls),
    modelCalls,
  };
}

/** A feature value study, a run type of the job layer (1 credit): each twin chooses in its own tasks. */
export const featureStudyExecutor: RunExecutor<FeatureStudyInput> = {
  cost: RUN_COST,
  check: async (context, actor, input) => {
    checkEngine(context);
    checkDesign(input);
    const { twins } = (await choosePanel(context, actor.id, input, MAX_FEATURE_PANEL_TWINS)).panel;
    return { twins, modelCalls: studyModelCalls(context, input, twins) };
  },
  execute: async (context, { input, userId }, emit) => {
    const { personas, panel } = await choosePanel(context, userId, input, MAX_FEATURE_PANEL_TWINS);
    const definition = definitionOf(input);
    const result = await runFeatureStudy({
      provider: context.engine,
      personas,
      definition,
      panel,
      seed: runSeed(definition, personas),
      onAnswer: (answer) => emit('persona', panelResponseItem(answer)),
    });
    const { analysis, audiences } = await withPanelAudiences(context, personas, result.analysis);
    emit('analysis', analysis);
    return {
      concept: input.product,
      conceptDetails: { product: input.product, currency: input.currency },
      selectedPersonas: personas.map((persona) => persona.id),
      responses: result.answers.map(panelResponseItem),
      overallAnalysis: analysis,
      type: FEATURE_STUDY_TYPE,
      filters: input.personaIds ? null : (input.filters ?? null),
      engine: engineStamp(context),
      retest: null,
      audiences,
    };
  },
};

/**
 * Shares for products set up from one of the caller's studies, from its stored estimate: no model call, no charge.
 * 404 for a record that is not a feature study; 400 naming the field for a level the study does not have.
 */
export async function simulateFeatureStudy(
  context: AppContext,
  actor: Actor,
  id: string,
  request: SimulationRequest,
): Promise<SimulationResult> {
  const row = await findFeedback(context.db, actor.id, id, 'read');
  const analysis = featureStudyAnalysisSchema.safeParse(row.overallAnalysis);
  if (row.type !== FEATURE_STUDY_TYPE || !analysis.success)
    throw notFound('This record is not a feature value study.');
  try {
    return simulateMarket(analysis.data.definition, analysis.data.estimate, request);
  } catch (error) {
    if (error instanceof SimulationInputError)
      throw badRequest(error.message, [{ name: error.field, reason: error.message }]);
    throw error;
  }
}

/** The caller's feature value studies, newest first, a page at a time. */
export function listFeatureStudies(
  context: AppContext,
  actor: Actor,
  query: { cursor?: string; pageSize: number },
): Promise<FeatureStudyPage> {
  return recordPage(context, actor, [FEATURE_STUDY_TYPE], query, (row) =>
    toTypedRecord(row, FEATURE_STUDY_TYPE),
  );
}
