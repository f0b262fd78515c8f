import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { can, nextStep, ProgressStep, RequestStatus, transition, TRANSITIONS, type RequestAction } from './request.lifecycle.js';

const S = RequestStatus;
const ALL_STATES = Object.values(RequestStatus);

/** Every legal move, written out by hand from SPEC §4 (the table must say exactly this). */
const LEGAL: [RequestAction, RequestStatus, RequestStatus][] = [
  ['saveDraft', S.DRAFT, S.DRAFT],
  ['file', S.DRAFT, S.REQUESTED],
  ['resubmit', S.REQUESTED, S.REQUESTED],
  ['resubmit', S.REJECTED, S.REQUESTED],
  ['cancel', S.REQUESTED, S.CANCELLED],
  ['cancel', S.REJECTED, S.CANCELLED],
  ['approve', S.REQUESTED, S.COMPLETED],
  ['reject', S.REQUESTED, S.REJECTED],
  ['changeStep', S.COMPLETED, S.COMPLETED],
  ['assignManager', S.COMPLETED, S.COMPLETED],
  ['completeClosing', S.COMPLETED, S.CLOSED],
  ['sendClosingReport', S.CLOSED, S.REPORT_SENT],
];

const closingStep = { progressStep: ProgressStep.CLOSING_REPORT };

describe('request lifecycle', () => {
  it.each(LEGAL)('%s: %s → %s', (action, from, to) => {
    expect(transition(action, { status: from, ...closingStep })).toBe(to);
    expect(can(action, { status: from, ...closingStep })).toBe(true);
  });

  const illegal = (Object.keys(TRANSITIONS) as RequestAction[]).flatMap((action) =>
    ALL_STATES.filter((from) => !LEGAL.some(([a, f]) => a === action && f === from)).map((from) => [action, from] as const),
  );

  it('refuses every other pair of action and state with a 409 in Korean', () => {
    expect(illegal.length).toBe(10 * 7 - LEGAL.length);
    for (const [action, from] of illegal) {
      expect(can(action, { status: from, ...closingStep }), `${action} from ${from}`).toBe(false);
      let error: unknown;
      try {
        transition(action, { status: from, ...closingStep });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 409, code: 'ILLEGAL_TRANSITION' });
      expect((error as Error).message).toMatch(/할 수 없습니다\.$/);
    }
  });

  it('names the state and the action in the refusal', () => {
    expect(() => transition('approve', { status: S.CANCELLED })).toThrow('접수 취소 상태의 의뢰는 승인할 수 없습니다.');
    expect(() => transition('cancel', { status: S.COMPLETED })).toThrow('승인 상태의 의뢰는 접수 취소할 수 없습니다.');
    expect(() => transition('approve', { status: S.DRAFT })).toThrow('임시저장 상태의 의뢰는 승인할 수 없습니다.');
    expect(() => transition('saveDraft', { status: S.REQUESTED })).toThrow('접수 상태의 의뢰는 임시저장할 수 없습니다.');
  });

  it('closes a case only from the closing-report step', () => {
    for (const step of Object.values(ProgressStep).filter((s) => s !== ProgressStep.CLOSING_REPORT)) {
      expect(can('completeClosing', { status: S.COMPLETED, progressStep: step })).toBe(false);
      expect(() => transition('completeClosing', { status: S.COMPLETED, progressStep: step })).toThrow('종결보고 단계에서만 종결처리할 수 있습니다.');
    }
  });

  it('moves a running case to any other step, never to the one it is in, and only while it runs', () => {
    const running = { status: S.COMPLETED, progressStep: ProgressStep.IN_DEPTH_EVALUATION };
    expect(nextStep(running, ProgressStep.CASE_MEETING)).toBe(ProgressStep.CASE_MEETING);
    expect(() => nextStep(running, ProgressStep.IN_DEPTH_EVALUATION)).toThrow('이미 심층평가 단계입니다.');
    expect(() => nextStep({ status: S.CLOSED, progressStep: ProgressStep.CLOSING_REPORT }, ProgressStep.CASE_MEETING)).toThrow(AppError);
  });
});
