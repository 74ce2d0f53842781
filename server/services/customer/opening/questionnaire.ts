// The risk questionnaire of an account-opening application, scored by the bank (never by the
// browser): five questions, answers a to d worth 1 to 4 points, the total (5 to 20) read as a
// risk level 1 (conservative) to 5 (aggressive).
export type Answer = 'a' | 'b' | 'c' | 'd';
export type Answers = Record<'q1' | 'q2' | 'q3' | 'q4' | 'q5', Answer>;

const POINTS: Record<Answer, number> = { a: 1, b: 2, c: 3, d: 4 };
/** Lowest total of each level, level 1 first. */
const LEVEL_FLOORS = [5, 8, 11, 14, 17] as const;

export function scoreAnswers(answers: Answers): { score: number; level: number } {
  const score = (['q1', 'q2', 'q3', 'q4', 'q5'] as const).reduce((sum, q) => sum + POINTS[answers[q]], 0);
  let level = 1;
  for (const [i, floor] of LEVEL_FLOORS.entries()) if (score >= floor) level = i + 1;
  return { score, level };
}
