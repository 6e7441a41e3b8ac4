/**
 * Text a record may carry that would do harm if anything treated it as markup, a URL, CSS or a
 * template: shared by the node tests of the string outputs and the element tests in Chromium.
 * Every payload that would run sets `window.__pwned`.
 */
export const PAYLOADS: readonly string[] = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<svg onload="window.__pwned=1">',
  'javascript:window.__pwned=1',
  '</text><script>window.__pwned=1</script>',
  '"><foreignObject><iframe src="javascript:window.__pwned=1"></iframe></foreignObject>',
  "'><svg><a href='javascript:window.__pwned=1'><text>click</text></a></svg>",
  '</style><style>*{display:none}</style>',
  '}</style><script>window.__pwned=1</script>',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
  '&lt;script&gt; &amp; &#60;b&#62;',
  '<!-- <![CDATA[ ]]> -->',
];

/** Tags that only markup could have made: none of them may appear where record text is shown. */
export const INJECTED_TAGS = ['script', 'img', 'iframe', 'foreignObject', 'style', 'link', 'a', 'object', 'embed', 'b'] as const;
