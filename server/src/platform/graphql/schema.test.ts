import 'reflect-metadata';
import { IsOptional, Max, Min, validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import './schema.js'; // remembers class-validator's rule lookups

class Paging {
  @Min(1)
  page!: number;
}

class Filtered extends Paging {
  @IsOptional()
  keyword?: string;
}

const failing = async (o: object) => (await validate(o)).map((e) => e.property);

describe('argument rules looked up once per class', () => {
  it('give the same answers as before, for a class and its subclass, and see a rule declared later', async () => {
    expect(await failing(Object.assign(new Paging(), { page: 0 }))).toEqual(['page']);
    expect(await failing(Object.assign(new Paging(), { page: 2 }))).toEqual([]);
    expect(await failing(Object.assign(new Filtered(), { page: 0, keyword: 'x' }))).toEqual(['page']);
    Max(5)(Paging.prototype, 'page'); // a rule declared after the first lookups
    expect(await failing(Object.assign(new Paging(), { page: 9 }))).toEqual(['page']);
    expect(await failing(Object.assign(new Filtered(), { page: 9 }))).toEqual(['page']);
  });
});
