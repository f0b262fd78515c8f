/** Pure helpers of the questionnaire page (unit-tested). */
export interface Question {
  key: string;
  question: string;
  examples: { value: number; label: string }[];
}

export interface Step {
  /** Category code: the letters of the item keys (emot, anxi, …). */
  code: string;
  questions: (Question & { number: number })[];
}

const categoryOf = (key: string) => /^[a-z]+/.exec(key)?.[0] ?? key;

/**
 * One step per category, in the form's order, each question numbered through the whole questionnaire. The
 * category's clinical name is deliberately not shown to the respondent (a step is just a step).
 */
export function stepsOf(questions: Question[]): Step[] {
  const steps: Step[] = [];
  questions.forEach((q, i) => {
    const code = categoryOf(q.key);
    let step = steps[steps.length - 1];
    if (!step || step.code !== code) {
      step = { code, questions: [] };
      steps.push(step);
    }
    step.questions.push({ ...q, number: i + 1 });
  });
  return steps;
}

/** The questions of a step still without an answer. */
export const unanswered = (step: Step, answers: Record<string, number>) => step.questions.filter((q) => answers[q.key] === undefined);

export const answeredCount = (steps: Step[], answers: Record<string, number>) =>
  steps.reduce((n, s) => n + s.questions.filter((q) => answers[q.key] !== undefined).length, 0);
