import { describe, expect, it } from 'vitest';
import { categorySegments } from './category-path';

describe('categorySegments', () => {
  it('B§2.1 category listing accepts up to 4 levels', () => {
    expect(categorySegments('a/b/c/d')).toEqual(['a', 'b', 'c', 'd']);
    expect(categorySegments('a/b/')).toEqual(['a', 'b']);
    expect(categorySegments(undefined)).toEqual([]);
  });
  it('B§2.1 more than 4 levels is anything else → not-found', () => {
    expect(categorySegments('a/b/c/d/e')).toBeNull();
  });
});
