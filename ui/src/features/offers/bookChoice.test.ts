import { describe, expect, it } from 'vitest';
import { MAX_SENT_PROJECTS, NO_CHOICE, defaultChoice, isFull, move, toggle } from './bookChoice';

describe('the projects ticked when applying (docs/book.md)', () => {
  it('stops at the server’s six', () => {
    expect(MAX_SENT_PROJECTS).toBe(6);
    let choice = NO_CHOICE;
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) choice = toggle(choice, id);
    expect(choice.projects).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(isFull(choice)).toBe(true);
    expect(toggle(choice, 'c').projects).toEqual(['a', 'b', 'd', 'e', 'f']);
  });

  it('moves a project one place, the ends staying', () => {
    const choice = { projects: ['a', 'b', 'c'], pdf: false };
    expect(move(choice, 'c', -1).projects).toEqual(['a', 'c', 'b']);
    expect(move(choice, 'a', 1).projects).toEqual(['b', 'a', 'c']);
    expect(move(choice, 'a', -1)).toBe(choice);
    expect(move(choice, 'c', 1)).toBe(choice);
    expect(move(choice, 'z', 1)).toBe(choice);
  });

  it('ticks her last choice again, without what is gone', () => {
    const book = { lastSentProjects: ['b', 'gone', 'a'], lastSentPdf: true, pdfPath: null, projects: [{ id: 'a' }, { id: 'b' }] };
    expect(defaultChoice(book)).toEqual({ projects: ['b', 'a'], pdf: false });
    expect(defaultChoice({ ...book, pdfPath: '/books/pdf/x.pdf' }).pdf).toBe(true);
    expect(defaultChoice(null)).toEqual(NO_CHOICE);
  });
});
