import 'reflect-metadata';
import { IsInt, IsString } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { Labels, parseInput } from './validation.js';

@Labels({ id: '학교 ID', name: '학교명' })
class SchoolLike {
  @IsString() id!: string;
  @IsString() name!: string;
}

@Labels({ id: '의뢰 번호' })
class RequestLike {
  @IsInt() id!: number;
}

class RequestWithName extends RequestLike {
  @IsString() name!: string;
}

const messageOf = async (cls: new () => object, body: object) => {
  const e = await parseInput(cls, body).catch((err: unknown) => err);
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).message;
};

describe('validation labels', () => {
  it('belong to their input class: the same field name is named per domain', async () => {
    expect(await messageOf(SchoolLike, { id: 1, name: 'x' })).toBe('학교 ID 형식이 맞지 않습니다.');
    expect(await messageOf(RequestLike, { id: 'x' })).toBe('의뢰 번호 형식이 맞지 않습니다.');
  });

  it('are inherited by subclasses; an unlabelled field is named by its key', async () => {
    expect(await messageOf(RequestWithName, { id: 'x', name: 'n' })).toBe('의뢰 번호 형식이 맞지 않습니다.');
    expect(await messageOf(RequestWithName, { id: 1, name: 2 })).toBe('name 형식이 맞지 않습니다.');
  });
});
