import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScoreRange } from '../../gql/graphql';
import { ResultModal } from './ResultModal';


const NAMES: Record<ScoreRange, string> = { GENERAL: '일반군', ATTENTION: '관심군', PRIORITY_ATTENTION: '우선 관심군' };
const scale = (code: string, name: string, raw: number, t: number, percentile: number, range: ScoreRange) => ({
  __typename: 'ScaleResult' as const,
  scale: code,
  name,
  raw,
  t,
  percentile,
  range,
  rangeName: NAMES[range],
  interpretation: `${name} 해석 (${NAMES[range]})`,
});

const result = (demo: boolean) => ({
  __typename: 'EvaluationResult' as const,
  normVersion: demo ? 'demo-2026.1' : '2026.1',
  normDemo: demo,
  scoredAt: '2026-03-02T01:00:00.000Z',
  categories: [
    scale('emot', '정서 문제', 3, 64.9, 90.1, 'GENERAL'),
    scale('anxi', '불안 문제', 9, 65, 93.3, 'ATTENTION'),
    scale('ipsa', '대인관계 및 사회적 불안 문제', 10, 69.9, 97.4, 'ATTENTION'),
    scale('etnz', '외현화 문제', 14, 70, 97.7, 'PRIORITY_ATTENTION'),
    scale('psta', '심리적 외상 문제', 0, 43.2, 20.5, 'GENERAL'),
  ],
  total: scale('total', '전체', 36, 77.3, 99.6, 'PRIORITY_ATTENTION'),
});

describe('ResultModal', () => {
  it('shows raw, T, percentile, the range by colour and by name, and the interpretation per category and total', () => {
    render(<ResultModal open onClose={() => {}} result={result(false)} studentCode="2026-S1-00001" />);
    const table = document.querySelector('.ant-table') as HTMLElement;
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

    const emot = rowOf('정서 문제');
    expect(within(emot).getByText('64.9')).toBeTruthy();
    expect(within(emot).getByText('90.1')).toBeTruthy();
    expect(within(emot).getByText('일반군').closest('[data-range]')?.getAttribute('data-range')).toBe('GENERAL');

    const anxi = rowOf('불안 문제');
    expect(within(anxi).getByText('65.0')).toBeTruthy();
    expect(within(anxi).getByText('관심군').closest('.ant-tag')?.className).toMatch(/orange/);

    expect(within(rowOf('대인관계 및 사회적 불안 문제')).getByText('관심군')).toBeTruthy();
    const etnz = rowOf('외현화 문제');
    expect(within(etnz).getByText('70.0')).toBeTruthy();
    expect(within(etnz).getByText('우선 관심군').closest('.ant-tag')?.className).toMatch(/red/);
    expect(within(etnz).getByText('외현화 문제 해석 (우선 관심군)')).toBeTruthy();

    const total = rowOf('전체');
    expect(within(total).getByText('36')).toBeTruthy();
    expect(within(total).getByText('77.3')).toBeTruthy();
    expect(within(total).getByText('99.6')).toBeTruthy();
    expect(within(total).getByText('우선 관심군')).toBeTruthy();

    expect(screen.getByText('2026.1')).toBeTruthy();
    expect(screen.queryByText('시연용')).toBeNull();
  });

  it('labels a result scored with the demonstration norm set 시연용', () => {
    render(<ResultModal open onClose={() => {}} result={result(true)} studentCode="2026-S1-00001" />);
    expect(screen.getByText('시연용', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText(/demo-2026\.1/)).toBeTruthy();
    expect(screen.getByText(/임상 판단에 쓰지 마세요/)).toBeTruthy();
  });
});
