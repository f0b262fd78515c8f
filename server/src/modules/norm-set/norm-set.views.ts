import { Field, Float, Int, ObjectType } from 'type-graphql';
import { RANGE_NAMES, scaleName, scalesOf, type NormSet, type RangeCode, type ScaleCode } from '../scoring/core.js';
import { EvaluationSchoolType, Gender, ScoreRange } from '../scoring/scoring.enums.js';
import type { NormSetRecord } from './norm-set.entity.js';

/** API shapes of norm sets and interpretation texts (GraphQL types and REST JSON alike). */

@ObjectType('PercentilePoint')
export class PercentilePointView {
  @Field(() => Int) raw!: number;
  @Field(() => Float) percentile!: number;
}

@ObjectType('NormScale', { description: '영역(또는 전체) 하나의 기준: 평균, 표준편차, 백분위표' })
export class NormScaleView {
  @Field(() => String) scale!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) mean!: number;
  @Field(() => Float) sd!: number;
  @Field(() => [PercentilePointView], { description: '원점수 → 백분위 (표에 없는 원점수는 그 아래 값)' }) percentiles!: PercentilePointView[];
}

@ObjectType('NormGroup', { description: '학교급 × 성별' })
export class NormGroupView {
  @Field(() => EvaluationSchoolType) schoolTargetType!: EvaluationSchoolType;
  @Field(() => Gender) gender!: Gender;
  @Field(() => [NormScaleView]) scales!: NormScaleView[];
}

@ObjectType('NormSetInfo', { description: '규준 (목록 행)' })
export class NormSetInfoView {
  @Field(() => String) version!: string;
  @Field(() => String) label!: string;
  @Field(() => Boolean, { description: 'true: 시연용 (임상 사용 불가)' }) demo!: boolean;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Date) importedAt!: Date;
  @Field(() => Date, { nullable: true }) activatedAt?: Date;
}

@ObjectType('NormSet', { description: '규준 전체: 누구나 점수를 손으로 확인할 수 있도록' })
export class NormSetView extends NormSetInfoView {
  @Field(() => [NormGroupView]) groups!: NormGroupView[];
}

export const normSetInfo = (r: Pick<NormSetRecord, 'version' | 'label' | 'demo' | 'active' | 'importedAt' | 'activatedAt'>): NormSetInfoView => ({
  version: r.version,
  label: r.label,
  demo: r.demo,
  active: r.active,
  importedAt: r.importedAt,
  activatedAt: r.activatedAt ?? undefined,
});

export function normGroups(set: NormSet): NormGroupView[] {
  const groups: NormGroupView[] = [];
  for (const st of [EvaluationSchoolType.ELEMENTARY, EvaluationSchoolType.MIDDLE_HIGH])
    for (const g of [Gender.M, Gender.F]) {
      const group = set.groups[st][g];
      groups.push({
        schoolTargetType: st,
        gender: g,
        scales: scalesOf(st)
          .filter((s) => group[s])
          .map((s: ScaleCode) => ({
            scale: s,
            name: scaleName(st, s),
            mean: group[s]!.mean,
            sd: group[s]!.sd,
            percentiles: group[s]!.percentiles.map(([raw, percentile]) => ({ raw, percentile })),
          })),
      });
    }
  return groups;
}

export const normSetView = (r: NormSetRecord, set: NormSet): NormSetView => ({ ...normSetInfo(r), groups: normGroups(set) });

@ObjectType('Interpretation')
export class InterpretationView {
  @Field(() => EvaluationSchoolType) schoolType!: EvaluationSchoolType;
  @Field(() => String) scale!: string;
  @Field(() => String) scaleName!: string;
  @Field(() => ScoreRange) range!: ScoreRange;
  @Field(() => String) rangeName!: string;
  @Field(() => String) text!: string;
}

export const interpretationView = (r: { schoolType: string; scale: string; range: string; text: string }): InterpretationView => ({
  schoolType: r.schoolType as EvaluationSchoolType,
  scale: r.scale,
  scaleName: scaleName(r.schoolType as EvaluationSchoolType, r.scale as ScaleCode),
  range: r.range as ScoreRange,
  rangeName: RANGE_NAMES[r.range as RangeCode],
  text: r.text,
});
