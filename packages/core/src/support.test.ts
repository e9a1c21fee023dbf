import { describe, expect, it } from 'vitest';
import { cleanFileName, cleanText } from './support';

describe('user text as stored', () => {
  it('keeps plain text as typed, markup included, and removes control and bidi characters', () => {
    expect(cleanText('<script>alert(1)</script>', 100)).toBe('<script>alert(1)</script>');
    expect(cleanText('  a\u0000b\u202Ec\u0007  ', 100)).toBe('abc');
    expect(cleanText('line 1\r\nline 2\n\n\n\nline 3', 100, { multiline: true })).toBe('line 1\nline 2\n\nline 3');
    expect(cleanText('one\ntwo', 100)).toBe('one two');
  });
  it('caps the length by characters, not bytes', () => {
    expect(cleanText('नमस्ते'.repeat(50), 10)).toHaveLength(10);
  });
  it('names files safely, with the extension of their real type', () => {
    expect(cleanFileName('../../etc/passwd.png', 'image/png')).toBe('passwd.png');
    expect(cleanFileName('C:\\Users\\me\\रसीद.exe', 'application/pdf')).toBe('रसीद.pdf');
    expect(cleanFileName('"><img src=x>.jpg', 'image/jpeg')).toBe('img srcx.jpg');
    expect(cleanFileName('', 'image/webp')).toBe('file.webp');
  });
});
