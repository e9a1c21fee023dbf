import { describe, expect, it } from 'vitest';
import { fileProblem, formatSize } from './files';

describe('support attachments in the browser', () => {
  const png = { name: 'a.png', type: 'image/png', size: 1000 };
  it('accepts up to 3 images or PDFs of at most 5 MB', () => {
    expect(fileProblem([])).toBeNull();
    expect(fileProblem([png, { name: 'b.pdf', type: 'application/pdf', size: 5 * 1024 * 1024 }])).toBeNull();
    expect(fileProblem([png, png, png, png])).toBe('tooMany');
    expect(fileProblem([{ ...png, size: 5 * 1024 * 1024 + 1 }])).toBe('tooLarge');
    expect(fileProblem([{ name: 'x.exe', type: 'application/x-msdownload', size: 10 }])).toBe('badType');
  });
  it('formats sizes', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(1536, 'hi')).toBe('1.5 KB');
    expect(formatSize(2 * 1024 * 1024, 'en')).toBe('2 MB');
  });
});
