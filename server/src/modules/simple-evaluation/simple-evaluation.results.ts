import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Args, ArgsType, Ctx as GqlCtx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { logAccess } from '../../platform/access-log.js';
import { Allow, requireReader } from '../../platform/auth/access.js';
import { jurisdictionWhere } from '../../platform/auth/jurisdiction.js';
import type { Ctx } from '../../platform/context.js';
import { seal, secretHash, unseal } from '../../platform/crypto.js';
import { all, part, readRows } from '../../platform/db/read.js';
import { Errors } from '../../platform/errors.js';
import type { GqlContext } from '../../platform/graphql/context.js';
import { route } from '../../platform/http/rest.js';
import { OptionalDay } from '../../platform/input-fields.js';
import { addDays, kstDay, kstDayStart } from '../../platform/time.js';
import { Labels, parseInput } from '../../platform/validation.js';
import type { StoredResult } from '../evaluation-record/simple-evaluation.entity.js';
import { EVALUATION_PLACEMENT, EVALUATION_SUBJECT } from '../evaluation-record/simple-evaluation.service.js';
import { SIMPLE_EVALUATION_ACCESS } from './simple-evaluation.access.js';

/**
 * De-identified simple-evaluation results (issue 29), for other systems (a service client with evaluations:read)
 * and for staff who hold the list menu: each scored evaluation in reach with its year, 시도, school level, gender,
 * day scored, norm version, crisis flag and scale scores, under a pseudonym. No name, management number, school,
 * center, 시군구, phone, answers or critical items. The pseudonym is keyed with the server secret and the caller (a
 * client or an account), so one caller sees a student's rescoring as the same key while two callers cannot join
 * their copies. Read by the day scored, oldest first, in pages continued by a sealed cursor (no record id shows).
 */
@Labels({ fromDate: '시작일', toDate: '종료일', sdCode: '시도', limit: '건수', after: '다음 페이지' })
@ArgsType()
export class DeidentifiedResultsQuery {
  @OptionalDay('시작일', '채점일 시작 (YYYY-MM-DD, 한국 시간)')
  fromDate?: string;

  @OptionalDay('종료일', '채점일 끝 (YYYY-MM-DD, 그날 포함)')
  toDate?: string;

  @Field(() => String, { nullable: true, description: '시도 코드 (2자리): 호출자의 관할 안에서만 좁힙니다' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{2}$/, { message: '시도를 선택해주세요.' })
  sdCode?: string;

  @Field(() => Int, { nullable: true, description: '한 번에 받을 건수 (1~1000, 기본 500)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '건수는 1~1000으로 입력해주세요.' })
  @Min(1, { message: '건수는 1~1000으로 입력해주세요.' })
  @Max(1000, { message: '건수는 1~1000으로 입력해주세요.' })
  limit?: number;

  @Field(() => String, { nullable: true, description: '이전 응답의 nextCursor (다음 페이지)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  after?: string;
}

@ObjectType('DeidentifiedScaleScore')
export class DeidentifiedScaleView {
  @Field(() => String, { description: '척도 코드' }) scale!: string;
  @Field(() => Float, { description: 'T 점수' }) t!: number;
  @Field(() => Float, { description: '백분위' }) percentile!: number;
  @Field(() => String, { description: 'GENERAL 일반군, ATTENTION 관심군, PRIORITY_ATTENTION 우선 관심군' }) range!: string;
}

@ObjectType('DeidentifiedResult', { description: '비식별 간편검사 결과 한 건' })
export class DeidentifiedResultView {
  @Field(() => String, { description: '가명 (호출자마다 다름, 같은 호출자에게는 같은 학생의 같은 검사에 늘 같음)' }) pseudonym!: string;
  @Field(() => Int, { description: '검사 연도' }) year!: number;
  @Field(() => String, { description: '시도 코드' }) sdCode!: string;
  @Field(() => String, { description: '간편검사 대상 학교급 (ELEMENTARY 초등, MIDDLE_HIGH 중·고등)' }) schoolTargetType!: string;
  @Field(() => String, { description: '성별 (M, F)' }) gender!: string;
  @Field(() => String, { description: '채점일 (YYYY-MM-DD, 한국 시간)' }) scoredOn!: string;
  @Field(() => String, { nullable: true, description: '규준 버전' }) normVersion?: string;
  @Field(() => Boolean, { description: '위기 신호' }) crisis!: boolean;
  @Field(() => DeidentifiedScaleView, { description: '총점' }) total!: DeidentifiedScaleView;
  @Field(() => [DeidentifiedScaleView], { description: '척도별 점수 (설문 순서)' }) scales!: DeidentifiedScaleView[];
}

@ObjectType('DeidentifiedResultPage')
export class DeidentifiedResultPage {
  @Field(() => [DeidentifiedResultView]) content!: DeidentifiedResultView[];
  @Field(() => String, { nullable: true, description: '다음 페이지의 after 값 (없으면 마지막 페이지)' }) nextCursor?: string;
}

const CURSOR = 'deidentified-results/v1';

interface Row {
  id: number;
  scored_at: Date;
  year: number;
  sd_code: string;
  school_target_type: string;
  gender: string;
  norm_version: string | null;
  crisis: boolean;
  result: StoredResult;
}

const scaleView = (s: StoredResult['total']): DeidentifiedScaleView => ({ scale: s.scale, t: s.t, percentile: s.percentile, range: s.range });

export async function deidentifiedResults(ctx: Ctx, q: DeidentifiedResultsQuery): Promise<DeidentifiedResultPage> {
  const reader = requireReader(ctx.principal);
  if (q.fromDate && q.toDate && q.fromDate > q.toDate) throw Errors.badInput('종료일은 시작일보다 이후여야 합니다.');
  const secret = ctx.config.jwtSecret;
  let cursor: [Date, number] | undefined;
  if (q.after) {
    const opened = unseal(secret, CURSOR, q.after)?.split('|');
    if (!opened || opened.length !== 2) throw Errors.badInput('다음 페이지 값이 올바르지 않습니다.', { field: 'after' });
    cursor = [new Date(opened[0]), Number(opened[1])];
  }
  // a feed for other systems, not a screen's page (whose `size` stops at 100): up to 1,000 rows a call
  const size = q.limit ?? 500;
  // the scored live rows in the caller's reach, by the day scored (index simple_evaluation_scored_live)
  const where = all([
    part('e.deleted_at is null and e.scored_at is not null and e.result is not null'),
    jurisdictionWhere(reader, EVALUATION_PLACEMENT, 'e'),
    !!q.sdCode && part('e.sd_code = ?', q.sdCode),
    !!q.fromDate && part('e.scored_at >= ?', kstDayStart(q.fromDate!)),
    !!q.toDate && part('e.scored_at < ?', addDays(kstDayStart(q.toDate!), 1)),
    !!cursor && part('(e.scored_at, e.id) > (?, ?)', cursor![0], cursor![1]),
  ]);
  const rows = await readRows<Row>(ctx.em, {
    text: `select e.id, e.scored_at, e.year, e.sd_code, e.school_target_type, e.gender, e.norm_version, e.crisis, e.result
           from simple_evaluation e where ${where.text} order by e.scored_at, e.id limit ${size + 1}`,
    values: where.values,
  });
  const page = rows.slice(0, size);
  const caller = reader.kind === 'service' ? `service:${reader.clientId}` : `user:${reader.accountId}`;
  const last = page.at(-1);
  const content = page.map((r) => ({
    pseudonym: secretHash(secret, 'svs/deidentified/v1', `${caller}\n${r.id}`).slice(0, 24),
    year: r.year,
    sdCode: r.sd_code,
    schoolTargetType: r.school_target_type,
    gender: r.gender,
    scoredOn: kstDay(new Date(r.scored_at)),
    normVersion: r.norm_version ?? undefined,
    crisis: r.crisis,
    total: scaleView(r.result.total),
    scales: r.result.categories.map(scaleView),
  }));
  // derived from students' records, so handed over like an export: how many, under which filters (never whose)
  if (content.length)
    await logAccess(ctx, {
      action: 'EXPORT',
      subjectType: EVALUATION_SUBJECT,
      count: content.length,
      detail: `비식별 결과 ${[q.fromDate && `fromDate=${q.fromDate}`, q.toDate && `toDate=${q.toDate}`, q.sdCode && `sdCode=${q.sdCode}`].filter(Boolean).join(' ') || '전체'}`,
    });
  return {
    content,
    nextCursor: rows.length > size && last ? seal(secret, CURSOR, `${new Date(last.scored_at).toISOString()}|${last.id}`) : undefined,
  };
}

const { deidentified: DEIDENTIFIED } = SIMPLE_EVALUATION_ACCESS;

@Resolver()
export class DeidentifiedResultsResolver {
  @Allow(DEIDENTIFIED)
  @Query(() => DeidentifiedResultPage, { description: '비식별 간편검사 결과 (채점일 순, 다음 페이지는 nextCursor). 서비스 클라이언트: evaluations:read' })
  deidentifiedEvaluationResults(@Args(() => DeidentifiedResultsQuery) q: DeidentifiedResultsQuery, @GqlCtx() ctx: GqlContext) {
    return deidentifiedResults(ctx, q);
  }
}

export const deidentifiedResultRoutes = [
  route('get', 'svs-u/simple-evaluation/deidentified-results', DEIDENTIFIED, async (ctx, req) => deidentifiedResults(ctx, await parseInput(DeidentifiedResultsQuery, req.query)), {
    summary: '비식별 간편검사 결과 (채점일 순, 다음 페이지는 nextCursor). 서비스 클라이언트: evaluations:read',
    query: DeidentifiedResultsQuery,
    response: DeidentifiedResultPage,
  }),
];
