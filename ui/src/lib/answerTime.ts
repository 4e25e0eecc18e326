/**
 * How quickly a company answers (issue 53, item 5; docs/answer-time.md): the server writes
 * both lines (`responsiveness { answerLine readingLine }`), the pages join them as the
 * server-written first screens do (`applications::answer_time::joined`).
 */
export interface Responsiveness {
  answerLine?: string | null;
  readingLine?: string | null;
}

/** « Répond généralement sous N jours · Consulte activement les candidatures », or ''. */
export function responsivenessText(responsiveness: Responsiveness | null | undefined): string {
  if (!responsiveness) return '';
  return [responsiveness.answerLine, responsiveness.readingLine].filter((line): line is string => !!line).join(' · ');
}
