import type { Module } from '../../platform/module.js';
import {
  Interpretation,
  NormSetRecord,
  SimpleEvaluation,
  SimpleEvaluationAgree,
  SimpleEvaluationSequence,
} from './simple-evaluation.entity.js';

export const simpleEvaluationModule: Module = {
  name: 'simple-evaluation',
  entities: [SimpleEvaluation, SimpleEvaluationAgree, SimpleEvaluationSequence, NormSetRecord, Interpretation],
  resolvers: [],
  routes: [],
};
