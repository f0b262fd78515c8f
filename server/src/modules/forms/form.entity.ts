import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Account } from '../account/account.entity.js';
import { Timestamped } from '../../platform/db/audited.js';

/** One answer option of a question: the value stored as the answer and the words shown for it. */
export interface FormExample {
  value: number;
  label: string;
}

/** SPEC §3 "Form question: key, question, examples". `key` is the answer's key (emot01, dehi010…). */
export interface FormQuestion {
  key: string;
  question: string;
  examples: FormExample[];
}

/**
 * A questionnaire's wording as data (SPEC §7 forms): the item text and answer labels a respondent sees, editable by
 * an administrator on /auth/forms. Which keys a form holds is fixed by its code (forms.instruments.ts); the text is not.
 */
@Entity({ tableName: 'form' })
// the list: by id, whole or of one type (paging.ts)
@Index({ properties: ['type', 'id'] })
export class Form extends Timestamped {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** SIMPLE_EVALUATION_ELEMENTARY, SIMPLE_EVALUATION_MIDDLE_HIGH, SDQ_KR_STUDENT… */
  @Property({ type: 'string', length: 50, unique: true })
  code!: string;

  @Property({ type: 'string', length: 30 })
  type!: string;

  @Property({ type: 'string', length: 30 })
  target!: string;

  @Property({ type: 'string', length: 100 })
  title!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  description?: string | null;

  /** In the instrument's order; every key of the form's instrument exactly once. */
  @Property({ type: 'json' })
  questions!: FormQuestion[];

  @ManyToOne(() => Account, { nullable: true, deleteRule: 'set null' })
  updatedBy?: Account | null;
}
