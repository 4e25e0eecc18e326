/**
 * The projects of « Mon book » ticked in the application form (docs/book.md, "Sent with an
 * application"): an ordered list of project ids, at most `LIMITS.count.applicationProjects`
 * (the server's bound), her last choice by default. Pure functions, for the picker and its
 * tests.
 */
import { LIMITS } from '../../gql/limits';

export const MAX_SENT_PROJECTS = LIMITS.count.applicationProjects;

export interface BookChoice {
  /** Project ids in the order the recruiter will see them. */
  projects: string[];
  pdf: boolean;
}

export const NO_CHOICE: BookChoice = { projects: [], pdf: false };

/** Her last choice, among the projects still there and while the PDF is there. */
export function defaultChoice(
  book: { lastSentProjects: string[]; lastSentPdf: boolean; pdfPath?: string | null; projects: { id: string }[] } | null | undefined,
): BookChoice {
  if (!book) return NO_CHOICE;
  const present = new Set(book.projects.map((p) => p.id));
  return {
    projects: book.lastSentProjects.filter((id) => present.has(id)).slice(0, MAX_SENT_PROJECTS),
    pdf: book.lastSentPdf && Boolean(book.pdfPath),
  };
}

/** Ticks (at the end) or unticks a project; a seventh is not ticked. */
export function toggle(choice: BookChoice, id: string): BookChoice {
  if (choice.projects.includes(id)) return { ...choice, projects: choice.projects.filter((p) => p !== id) };
  if (choice.projects.length >= MAX_SENT_PROJECTS) return choice;
  return { ...choice, projects: [...choice.projects, id] };
}

/** Moves a ticked project one place up (-1) or down (+1); the ends stay. */
export function move(choice: BookChoice, id: string, by: -1 | 1): BookChoice {
  const at = choice.projects.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= choice.projects.length) return choice;
  const projects = [...choice.projects];
  [projects[at], projects[to]] = [projects[to], projects[at]];
  return { ...choice, projects };
}

export const isFull = (choice: BookChoice) => choice.projects.length >= MAX_SENT_PROJECTS;
