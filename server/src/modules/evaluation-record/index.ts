import type { Module } from '../../platform/module.js';
import { CrisisAlert, CrisisAlertEvent } from './crisis-alert.entity.js';
import { SimpleEvaluation, SimpleEvaluationAgree, SimpleEvaluationSequence } from './simple-evaluation.entity.js';

/**
 * The simple evaluation as a record: its tables (with its consent rounds and crisis alerts), who may change it, and
 * the one scoring path that stores a score, flags a crisis and raises its alert. The consent flow, the crisis desk and
 * the staff's screens (simple-evaluation) sit above it.
 */
export const evaluationRecordModule: Module = {
  name: 'evaluation-record',
  entities: [SimpleEvaluation, SimpleEvaluationAgree, SimpleEvaluationSequence, CrisisAlert, CrisisAlertEvent],
};
