import { expect, fixture, html as testHtml, waitUntil } from '@open-wc/testing';
import { render } from 'lit';
import { OutputCopier, copyText, outputStyles, outputsTemplate, type EditorOutputs } from '../../src/element/editor/outputs.js';
import english from '../../src/element/i18n/edit/outputs/en.js';
import { styles } from '../../src/element/variant-go-board.styles.js';

const OUTPUTS: EditorOutputs = {
  diagram: '$$B A corner\n$$ +-------\n$$ | . X O\n$$ | . , .',
  sgf: '(;GM[1]FF[4]SZ[9]ZVR[go]AB[bb]AW[cb])',
  snippet: '<variant-go-board variant="go">\n$$B A corner\n$$ | . X O\n</variant-go-board>',
  svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">${'<circle cx="1" cy="1" r="0.5"/>'.repeat(200)}</svg>`,
};

/** The panel rendered in a shadow root with the element's styles and its own, in a `width` px wide column. */
async function panel(width = 360) {
  const column = await fixture<HTMLDivElement>(testHtml`<div style="width: ${width}px"></div>`);
  const root = column.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [...[styles].flat(2), outputStyles].flatMap((style) => ('styleSheet' in style && style.styleSheet ? [style.styleSheet] : []));
  let outputs = OUTPUTS;
  const copier = new OutputCopier(() => show(outputs));
  const show = (next: EditorOutputs) => {
    outputs = next;
    render(outputsTemplate(outputs, copier, english), root);
  };
  show(outputs);
  const section = (kind: keyof EditorOutputs) => root.querySelector<HTMLElement>(`[part="edit-output"][data-output="${kind}"]`)!;
  return {
    column,
    root,
    copier,
    show,
    section,
    field: (kind: keyof EditorOutputs) => section(kind).querySelector('textarea')!,
    copy: (kind: keyof EditorOutputs) => section(kind).querySelector<HTMLButtonElement>('[part~="edit-copy"]')!,
    status: (kind: keyof EditorOutputs) => section(kind).querySelector<HTMLElement>('[role="status"]')!,
  };
}

/** Replaces `navigator.clipboard` for one test; the returned function puts the browser's back. */
function stubClipboard(writeText: (text: string) => Promise<void>): () => void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** Replaces `document.execCommand` for one test, recording the commands and what was selected then. */
function stubExecCommand(answer: boolean): { calls: { command: string; selected: string }[]; restore: () => void } {
  const calls: { command: string; selected: string }[] = [];
  const original = document.execCommand;
  document.execCommand = (command: string) => {
    const field = document.activeElement?.shadowRoot?.activeElement;
    const selected = field instanceof HTMLTextAreaElement ? field.value.slice(field.selectionStart, field.selectionEnd) : '';
    calls.push({ command, selected });
    return answer;
  };
  return { calls, restore: () => (document.execCommand = original) };
}

/** Counts the writes of each field's `value` from now on. */
function countValueWrites(fields: readonly HTMLTextAreaElement[]): number[] {
  const value = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
  const counts = fields.map(() => 0);
  fields.forEach((field, i) =>
    Object.defineProperty(field, 'value', {
      get: () => value.get!.call(field),
      set: (text: string) => {
        counts[i]!++;
        value.set!.call(field, text);
      },
    }),
  );
  return counts;
}

describe('the editor’s outputs panel', () => {
  it('shows the diagram, the SGF, the snippet and the SVG, each under its heading in a read-only field that is a tab stop', async () => {
    const { root, section, field } = await panel();
    expect(root.querySelector('[part="edit-outputs"]')).to.exist;
    const names = [...root.querySelectorAll('[part="edit-output"] h3')].map((h) => h.textContent);
    expect(names).to.deep.equal(['Diagram ($$)', 'SGF', 'HTML', 'SVG']);
    for (const kind of ['diagram', 'sgf', 'snippet', 'svg'] as const) {
      expect(field(kind).value).to.equal(OUTPUTS[kind]);
      expect(field(kind).readOnly).to.be.true;
      expect(field(kind).tabIndex).to.equal(0);
      const heading = section(kind).querySelector('h3')!;
      expect(root.getElementById(field(kind).getAttribute('aria-labelledby')!) === heading, `${kind} is labelled by its heading`).to.be.true;
    }
    expect(getComputedStyle(field('diagram')).fontFamily).to.match(/monospace/);
  });

  it('is accessible', async () => {
    const { column } = await panel();
    await expect(column).to.be.accessible();
  });

  it('re-rendering keeps every field: an unchanged output is not written again, a changed one gets its new text in the same field', async () => {
    const { show, field } = await panel();
    const kinds = ['diagram', 'sgf', 'snippet', 'svg'] as const;
    const before = kinds.map(field);
    const writes = countValueWrites(before);
    show({ ...OUTPUTS });
    show({ ...OUTPUTS, diagram: '$$W\n$$ | . . .' });
    const after = kinds.map(field);
    expect(after.map((element, i) => element === before[i])).to.deep.equal([true, true, true, true]);
    expect(field('diagram').value).to.equal('$$W\n$$ | . . .');
    // Writing a field's value again would move the author's caret and scroll in it.
    expect(writes).to.deep.equal([1, 0, 0, 0]);
  });

  it('Copy puts exactly its output’s text on the clipboard and says "Copied" in its live region', async () => {
    const written: string[] = [];
    const restore = stubClipboard(async (text) => void written.push(text));
    try {
      const { copy, status, copier } = await panel();
      expect(copy('svg').getAttribute('aria-label')).to.equal('Copy SVG');
      expect(status('svg').textContent).to.equal('');
      copy('svg').click();
      await waitUntil(() => copier.status !== null);
      expect(written).to.deep.equal([OUTPUTS.svg]);
      expect(status('svg').textContent!.trim()).to.equal('Copied');
      expect(status('sgf').textContent).to.equal('');
    } finally {
      restore();
    }
  });

  it('copying the same output again changes its live region’s text, so "Copied" is announced again', async () => {
    const restore = stubClipboard(async () => {});
    try {
      const { copy, status, copier } = await panel();
      copy('sgf').click();
      await waitUntil(() => copier.status?.count === 1);
      const first = status('sgf').textContent;
      copy('sgf').click();
      await waitUntil(() => copier.status?.count === 2);
      expect(status('sgf').textContent).not.to.equal(first);
      expect(status('sgf').textContent!.trim()).to.equal('Copied');
    } finally {
      restore();
    }
  });

  it('"Copied" goes when the output changes: it speaks only of the text shown', async () => {
    const restore = stubClipboard(async () => {});
    try {
      const { copy, status, copier, show } = await panel();
      copy('diagram').click();
      await waitUntil(() => copier.status !== null);
      show({ ...OUTPUTS, diagram: '$$W\n$$ | . . .' });
      expect(status('diagram').textContent).to.equal('');
    } finally {
      restore();
    }
  });

  it('when the clipboard API is refused (an insecure page), Copy selects the output’s field, copies the selection and gives the focus back to the button', async () => {
    const restore = stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const exec = stubExecCommand(true);
    try {
      const { copy, status, copier, root } = await panel();
      copy('snippet').focus();
      copy('snippet').click();
      await waitUntil(() => copier.status !== null);
      expect(exec.calls).to.deep.equal([{ command: 'copy', selected: OUTPUTS.snippet }]);
      expect(copier.status!.result).to.deep.equal({ ok: true, how: 'selection' });
      expect(status('snippet').textContent!.trim()).to.equal('Copied');
      // The keyboard user is back on the button they pressed.
      expect(root.activeElement === copy('snippet'), `focus on ${root.activeElement?.outerHTML.slice(0, 60)}`).to.be.true;
    } finally {
      exec.restore();
      restore();
    }
  });

  it('without a clipboard API at all, the copy command is used', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const exec = stubExecCommand(true);
    try {
      const { field } = await panel();
      expect(await copyText(OUTPUTS.sgf, field('sgf'))).to.deep.equal({ ok: true, how: 'selection' });
    } finally {
      exec.restore();
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('when both ways are refused, says why (ERR_COPY) and leaves the text selected in the focused field for the keyboard', async () => {
    const restore = stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const exec = stubExecCommand(false);
    try {
      const { copy, status, copier, field, root } = await panel();
      copy('diagram').focus();
      copy('diagram').click();
      await waitUntil(() => copier.status !== null);
      const result = copier.status!.result;
      expect(result.ok).to.be.false;
      expect(result.ok ? '' : result.code).to.equal('ERR_COPY');
      expect(status('diagram').textContent).to.contain('Not copied: the browser refused the clipboard (Write permission denied.), and its copy command failed.');
      expect(status('diagram').textContent).to.contain('press Ctrl+C');
      expect(status('diagram').classList.contains('failed')).to.be.true;
      const selected = field('diagram');
      expect(root.activeElement === selected, `focus on ${root.activeElement?.outerHTML.slice(0, 60)}`).to.be.true;
      expect(selected.value.slice(selected.selectionStart, selected.selectionEnd)).to.equal(OUTPUTS.diagram);
    } finally {
      exec.restore();
      restore();
    }
  });

  it('at phone width (390 px) each field is as wide as the column and a long line scrolls inside it, never widening the column', async () => {
    const long = { ...OUTPUTS, diagram: `$$B\n$$ | ${'. '.repeat(25)}|`, svg: `<svg>${'x'.repeat(5000)}</svg>` };
    const { column, show, field } = await panel(390);
    show(long);
    expect(column.scrollWidth).to.be.at.most(390);
    for (const kind of ['diagram', 'sgf', 'snippet', 'svg'] as const) expect(field(kind).getBoundingClientRect().width).to.be.closeTo(390, 0.5);
    expect(field('diagram').scrollWidth).to.be.greaterThan(field('diagram').clientWidth);
  });
});
