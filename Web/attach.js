// Attaching to an element: an <input> or <textarea> driven by the engine through a `Field`
// (see docs/web.md, "What attach does to the element" and "What each beforeinput does"). The
// only module that touches the DOM, and only once `attach` is called.

import {
  diff, joinSteps, lineEnd, lineStart, textChange, wordBackward, wordForward,
} from './text-edits.js';

/**
 * @typedef {FieldOptions & object} AttachOptions
 * @property {string | null} [value] the canonical value to start with (else the input's current
 *   text is taken as a paste).
 * @property {'refusals' | 'all' | false} [announce] what the live region reads out: refusals
 *   only (the default; a number field reformats at every key, which would be noise), every
 *   reason, or nothing.
 * @property {number} [historyLimit] undo steps kept (default 100).
 * @property {string} [language] the language the messages are told and announced in (`"de"`,
 *   `"ar"`, `"en-XA"`); the default is the field's locale's language (see `FieldOptions`).
 */

/**
 * @typedef {object} AttachedField
 * @property {Field} field the engine's field
 * @property {string} state `"empty"`, `"incomplete"`, `"valid"` or `"invalid"`
 * @property {string | null} value the canonical value
 * @property {string} text what the element shows
 * @property {object} line the replay line of the last action
 * @property {(value: string | null) => object} setValue sets the value as the program
 * @property {() => object} commit ends the edit, as leaving the element does
 * @property {() => object | null} undo puts back the previous state; `null` when there is none
 * @property {() => object | null} redo
 * @property {FieldLanguage} language the language the messages are told in; the live region's
 *   `lang` and `dir` follow it
 * @property {(language?: string | null) => Promise<FieldLanguage>} setLanguage tells the
 *   messages in another language from now on (`null`: the locale's); resolves once its catalog
 *   is in (see `Field.setLanguage`)
 * @property {Promise<FieldLanguage>} ready resolves once the catalog of the field's language
 *   is in (the live region speaks English until then)
 * @property {() => void} detach removes the listeners, the live region and the attributes, and
 *   frees the field
 */

/**
 * Drives an input element through the engine. Every `beforeinput` is cancelled and performed on
 * the field instead, and the element is then set to the field's text and selection, so the page
 * only ever shows what the rule accepted. Input-method composition is the exception: the
 * browser owns the text while the user composes (fighting it breaks Japanese, Chinese and
 * Korean input), and the engine judges the composed text when it is committed.
 */
export function attachField(rules, input, spec, options = {}) {
  return attachFieldTo(input, rules.createField(spec, options), options);
}

/** Drives `input` through `field`, a field already made (a form's, form.js). */
export function attachFieldTo(input, field, options = {}) {
  return new Attachment(input, field, options).api;
}


/**
 * Whether the element has focus, also inside a shadow root (where the document's
 * `activeElement` is the shadow host, never the element).
 */
function hasFocus(element) {
  const doc = element.ownerDocument;
  // The usual case, an element of the document itself, without looking for its root.
  if (doc.activeElement === element) return true;
  const root = element.getRootNode?.() ?? doc;
  return root !== doc && (root.activeElement ?? doc.activeElement) === element;
}

const UNDO_KEYS = new Set(['z', 'Z']);

// What the live region is labelled while a field's catalog is on its way.
const ENGLISH = { identifier: 'en', isRightToLeft: false };

/** Whether the page runs on macOS or iOS, whose editing shortcuts differ. */
function isApple() {
  const platform = globalThis.navigator?.userAgentData?.platform ?? globalThis.navigator?.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

class Attachment {
  constructor(input, field, options) {
    this.input = input;
    this.field = field;
    this.options = options;
    this.announceMode = options.announce ?? 'refusals';
    this.historyLimit = Math.max(1, options.historyLimit ?? 100);
    this.composing = false;
    this.lastMarked = null;
    this.lastEditKind = null;
    this.listeners = [];
    const doc = input.ownerDocument;

    // The live region sits right after the input, so it is found with it and moves with it.
    this.live = doc.createElement('span');
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('data-inputrules-live', '');
    Object.assign(this.live.style, {
      position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0',
      overflow: 'hidden', clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', whiteSpace: 'nowrap',
      border: '0',
    });
    input.insertAdjacentElement('afterend', this.live);
    this.labelLive();
    this.relabelWhenReady(field.ready);

    this.previousInputMode = input.getAttribute('inputmode');
    const mode = field.inputMode;
    if (mode) input.setAttribute('inputmode', mode);

    let line;
    if (options.value != null) line = field.setValue(options.value);
    else if (input.value) line = field.paste(input.value);
    this.line = line ?? field.snapshot();
    // Undo steps as the changes they made (`{start, removed, inserted, selectionBefore,
    // selectionAfter}`), not copies of the text; `historyIndex` of them are done.
    this.history = [];
    this.historyIndex = 0;
    this.render(this.line, { selection: hasFocus(input) });

    this.on(input, 'beforeinput', (e) => this.onBeforeInput(e));
    this.on(input, 'input', (e) => this.onInput(e));
    this.on(input, 'compositionstart', (e) => this.onCompositionStart(e));
    this.on(input, 'compositionupdate', (e) => this.onCompositionUpdate(e));
    this.on(input, 'compositionend', (e) => this.onCompositionEnd(e));
    this.on(input, 'keydown', (e) => this.onKeyDown(e));
    this.on(input, 'blur', () => this.onBlur());
    for (const type of ['select', 'click', 'keyup', 'focus', 'mouseup', 'selectionchange']) {
      this.on(input, type, () => this.syncSelection());
    }
    this.on(doc, 'selectionchange', () => {
      if (hasFocus(input)) this.syncSelection();
    });

    const self = this;
    this.api = {
      field,
      get state() { return self.line.state; },
      get value() { return self.line.value; },
      get text() { return self.line.text; },
      get line() { return self.line; },
      /** Sets the canonical value, as the program (not the user) does. */
      setValue(value) { return self.act('setValue', () => field.setValue(value)); },
      /** Ends the edit, as leaving the field does. */
      commit() { return self.act('commit', () => field.commit()); },
      undo() { return self.undo(); },
      redo() { return self.redo(); },
      get language() { return field.language; },
      get ready() { return field.ready; },
      setLanguage(language) {
        const told = field.setLanguage(language);
        self.labelLive();
        self.relabelWhenReady(told);
        return told;
      },
      detach() { self.detach(); },
    };
  }

  /**
   * The live region speaks the field's language: `lang` is its BCP 47 tag, so a screen reader
   * reads the message with that language's voice, and `dir` its direction (the page's own may
   * differ).
   */
  labelLive() {
    if (this.field.freed) return;
    // While the language's catalog is being fetched the messages are English, and said so.
    const language = this.field.pendingCatalog ? ENGLISH : this.field.language;
    this.live.setAttribute('lang', language.identifier);
    this.live.setAttribute('dir', language.isRightToLeft ? 'rtl' : 'ltr');
  }

  /** Labels the live region again once the catalog `ready` waits for is in. */
  relabelWhenReady(ready) {
    ready.then(() => this.labelLive(), () => {});
  }

  on(target, type, handler) {
    target.addEventListener(type, handler);
    this.listeners.push([target, type, handler]);
  }

  /** Tells the engine where the DOM's selection is before an edit (the user may have moved it). */
  syncSelection() {
    if (this.composing || this.field.freed) return;
    const { selectionStart, selectionEnd } = this.input;
    if (selectionStart == null || selectionEnd == null) return;
    const [start, end] = this.field.selection;
    if (start !== selectionStart || end !== selectionEnd) {
      // Kept as the current line, so that typing after a move starts a new undo step.
      this.line = this.field.select(selectionStart, selectionEnd);
    }
  }

  /**
   * Performs an action on the field, shows its result, records it for undo and reports it.
   * `kind` lets consecutive typing be undone as one step, as browsers do.
   */
  act(kind, perform) {
    const before = this.line;
    const changes = this.field.changeCount;
    const line = perform();
    this.line = line;
    this.render(line);
    const change = this.changeSince(changes, before, line);
    if (change) this.record(kind, before, line, change);
    else if (kind !== 'type') this.lastEditKind = null;
    this.report(line);
    return line;
  }

  /**
   * What the text changed by since the field's change count was `changes`: the engine's own
   * change after one, found by comparing the texts after several (a composition's steps).
   */
  changeSince(changes, before, line) {
    const count = this.field.changeCount;
    if (count === changes) return null;
    const last = this.field.lastChange;
    if (count === changes + 1 && last && last.count === count) return last;
    return textChange(before, line);
  }

  /** Records an undo step: `change` (`{start, end, text}`) made `line` of `before`. */
  record(kind, before, line, change) {
    const step = {
      start: change.start,
      removed: before.text.slice(change.start, change.end),
      inserted: change.text,
      selectionBefore: [...before.selection],
      selectionAfter: [...line.selection],
    };
    this.history.length = this.historyIndex;
    const top = this.history[this.historyIndex - 1];
    const continuesTyping =
      kind === 'type' &&
      this.lastEditKind === 'type' &&
      top !== undefined &&
      top.selectionAfter[1] === before.selection[0] &&
      before.selection[0] === before.selection[1];
    if (continuesTyping) {
      this.history[this.historyIndex - 1] = joinSteps(top, step, before.text, line.text);
    } else {
      this.history.push(step);
      if (this.history.length > this.historyLimit) this.history.shift();
      this.historyIndex = this.history.length;
    }
    this.lastEditKind = kind;
  }

  /** Shows the field's text and selection in the element. */
  render(line, { selection = true } = {}) {
    const input = this.input;
    if (input.value !== line.text) input.value = line.text;
    // Setting a selection focuses the element in some browsers: only while it has focus.
    // Inputs of type number or email have no selection (selectionStart is null): attach them
    // as type text, with inputmode giving the keyboard.
    if (selection && hasFocus(input) && !line.marked && input.selectionStart != null) {
      const [start, end] = line.selection;
      if (input.selectionStart !== start || input.selectionEnd !== end) {
        input.setSelectionRange(start, end);
      }
    }
    if (line.state === 'invalid') input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** Announces the line's reason, and tells the page through an `inputrules` event. */
  report(line) {
    const announce =
      this.announceMode === 'all' ? !!line.reason
        : this.announceMode === 'refusals' ? !line.accepted && !!line.message
          : false;
    if (announce && line.message) {
      // Labelled for the message: English while the catalog is on its way.
      this.labelLive();
      // The same message twice in a row is only read again when the region's text changes.
      this.live.textContent = this.live.textContent === line.message ? line.message + '\u00A0' : line.message;
    }
    this.input.dispatchEvent(
      new CustomEvent('inputrules', { detail: line, bubbles: true }),
    );
  }

  onBeforeInput(e) {
    const type = e.inputType;
    if (type === 'historyUndo' || type === 'historyRedo') {
      e.preventDefault();
      if (type === 'historyUndo') this.undo();
      else this.redo();
      return;
    }
    if (this.composing || type === 'insertCompositionText') {
      // The browser owns the text while composing. The first update is marked once the browser
      // has placed it (in `input`, where its range can be read); later ones replace it.
      if (type === 'insertCompositionText' && this.composing && e.data != null && this.field.marked) {
        this.markComposition(e.data);
      }
      return;
    }
    if (type === 'deleteCompositionText' || type === 'insertFromComposition') {
      // Safari's commit of a composition, after compositionend: already judged there.
      if (e.cancelable) e.preventDefault();
      return;
    }
    const handler = BEFORE_INPUT[type];
    // Types this file does not know, and events the browser does not let us cancel, are
    // applied by the browser and then read back as one raw edit in `input`.
    if (!handler || !e.cancelable) {
      this.pending = { text: this.line.text };
      return;
    }
    const plan = handler(this, e);
    if (plan === DOM_EDIT) {
      this.pending = { text: this.line.text, type };
      return;
    }
    e.preventDefault();
    if (plan) {
      this.syncSelection();
      this.act(plan.kind, plan.perform);
    }
  }

  /**
   * After the browser changed the text itself (an edit left to it, autofill, a composition's
   * commit in some browsers): the change, found by comparing the texts, goes to the engine as a
   * `replace`, and the engine's text replaces the browser's.
   */
  onInput(e) {
    if (this.composing || e.isComposing) {
      if (this.composing && e.inputType === 'insertCompositionText' && e.data != null) {
        this.composeFromPage(e.data);
      }
      return;
    }
    const pending = this.pending;
    this.pending = null;
    const input = this.input;
    if (input.value === this.line.text) return;
    if (e.inputType === 'deleteCompositionText' || e.inputType === 'insertFromComposition') {
      this.render(this.line);
      return;
    }
    const before = pending?.text ?? this.line.text;
    const edit = diff(before, input.value, input.selectionEnd);
    if (pending?.type === 'insertFromDrop') {
      // A drop is a paste at the drop point.
      this.act('paste', () => {
        this.field.select(edit.location, edit.location + edit.length);
        return this.field.paste(edit.text);
      });
    } else {
      this.act('replace', () => this.field.replace(edit.location, edit.length, edit.text));
    }
  }

  onCompositionStart() {
    this.syncSelection();
    this.composing = true;
    this.lastMarked = null;
    // What undo goes back to once the composition is committed (the marked steps between are
    // not undo steps).
    this.lineBeforeComposition = this.line;
  }

  /** Commits the composition as one edit, recorded for undo against the text before it. */
  commitComposition() {
    const before = this.lineBeforeComposition ?? this.line;
    this.composing = false;
    this.lastMarked = null;
    this.lineBeforeComposition = null;
    const line = this.field.unmark();
    this.line = line;
    this.render(line);
    const change = textChange(before, line);
    if (change) this.record('compose', before, line, change);
    this.report(line);
  }

  onCompositionUpdate(e) {
    if (this.composing && e.data != null && this.field.marked) this.markComposition(e.data);
  }

  /**
   * Marks the composition the browser shows. The first time, its range is read from the page:
   * an input method may compose over text already there (Android keyboards reopen the word
   * the caret is put in), so the composition does not always replace the selection. The range
   * is where `text` sits before the caret, and what it replaced is what the page's text lost.
   */
  composeFromPage(text) {
    if (!this.field.marked) {
      const before = this.line.text;
      const after = this.input.value;
      const caret = this.input.selectionEnd ?? after.length;
      const start = caret - text.length;
      const length = before.length - (after.length - text.length);
      if (
        start >= 0 &&
        length >= 0 &&
        start + length <= before.length &&
        after.slice(start, caret) === text &&
        before.slice(0, start) === after.slice(0, start) &&
        before.slice(start + length) === after.slice(caret)
      ) {
        const [selectionStart, selectionEnd] = this.field.selection;
        if (selectionStart !== start || selectionEnd !== start + length) {
          this.field.select(start, start + length);
        }
      }
    }
    this.markComposition(text);
  }

  markComposition(text) {
    if (text === this.lastMarked) return;
    this.lastMarked = text;
    const line = this.field.mark(text);
    this.line = line;
    this.report(line);
  }

  onCompositionEnd(e) {
    if (!this.composing) return;
    if (e.data != null && e.data !== this.lastMarked) this.markComposition(e.data);
    this.commitComposition();
    // Some browsers change the text once more after compositionend (Safari's
    // insertFromComposition); show the engine's text again after them.
    setTimeout(() => {
      if (!this.field.freed && !this.composing && this.input.value !== this.line.text) {
        this.render(this.line);
      }
    }, 0);
  }

  onKeyDown(e) {
    if (e.isComposing || this.composing) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !e.altKey && UNDO_KEYS.has(e.key)) {
      e.preventDefault();
      if (e.shiftKey) this.redo();
      else this.undo();
    } else if (
      e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && (e.key === 'y' || e.key === 'Y') &&
      !isApple()
    ) {
      // Ctrl+Y redoes on Windows and Linux; on Apple systems it is Emacs's yank
      // (insertFromYank), left to beforeinput.
      e.preventDefault();
      this.redo();
    } else if (e.key === 'Enter' && this.input.localName !== 'textarea') {
      // Return ends the edit, as in the terminal demo and on iOS; the form still submits.
      this.act('commit', () => this.field.commit());
    }
  }

  onBlur() {
    if (this.field.freed) return;
    if (this.composing) this.commitComposition();
    // Leaving the window (another tab or application) keeps the element focused inside its
    // page: editing has not ended, so the rule does not complete, clamp or revert yet.
    if (this.input.ownerDocument.hasFocus?.() === false) return;
    this.act('commit', () => this.field.commit());
  }

  undo() {
    if (this.historyIndex === 0) return null;
    this.historyIndex -= 1;
    const step = this.history[this.historyIndex];
    return this.restoreHistory(
      step.start, step.start + step.inserted.length, step.removed, step.selectionBefore);
  }

  redo() {
    if (this.historyIndex >= this.history.length) return null;
    const step = this.history[this.historyIndex];
    this.historyIndex += 1;
    return this.restoreHistory(
      step.start, step.start + step.removed.length, step.inserted, step.selectionAfter);
  }

  /** Puts `text` in UTF-16 `start..end` and the selection at `selection`: an undo or redo. */
  restoreHistory(start, end, text, selection) {
    this.lastEditKind = null;
    const line = this.field.restoreChange(start, end, text, selection);
    this.line = line;
    this.render(line);
    this.report(line);
    return line;
  }

  detach() {
    for (const [target, type, handler] of this.listeners) {
      target.removeEventListener(type, handler);
    }
    this.listeners = [];
    this.live.remove();
    if (this.previousInputMode == null) this.input.removeAttribute('inputmode');
    else this.input.setAttribute('inputmode', this.previousInputMode);
    this.input.removeAttribute('aria-invalid');
    this.field.free();
  }
}

// Returned by a beforeinput handler when the browser should apply the edit itself and the
// result be read back as a raw edit (its position is only known afterwards).
const DOM_EDIT = Symbol('dom edit');

/** The text an insertion carries: `data`, or the plain text of its data transfer. */
function insertedText(e) {
  if (e.data != null) return e.data;
  return e.dataTransfer?.getData('text/plain') ?? '';
}

/**
 * What each `beforeinput` type does. A handler returns `{kind, perform}` (the action for the
 * field, performed after the selection is synced), `null` to cancel and do nothing, or
 * `DOM_EDIT` to let the browser apply it and read it back.
 */
const BEFORE_INPUT = {
  insertText: (a, e) => ({ kind: 'type', perform: () => a.field.type(insertedText(e)) }),
  insertFromPaste: (a, e) => ({ kind: 'paste', perform: () => a.field.paste(insertedText(e)) }),
  insertFromPasteAsQuotation: (a, e) => BEFORE_INPUT.insertFromPaste(a, e),
  insertFromYank: (a, e) => BEFORE_INPUT.insertFromPaste(a, e),
  // The drop point is only known once the browser has inserted the text.
  insertFromDrop: () => DOM_EDIT,
  // Spelling corrections and suggestions replace a word the event cannot point at in a text
  // control (getTargetRanges is empty there).
  insertReplacementText: () => DOM_EDIT,
  insertLineBreak: (a) =>
    a.input.localName === 'textarea'
      ? { kind: 'type', perform: () => a.field.type('\n') }
      : null,
  insertParagraph: (a, e) => BEFORE_INPUT.insertLineBreak(a, e),
  deleteContentBackward: (a) => ({ kind: 'delete', perform: () => a.field.backspace(1) }),
  deleteContentForward: (a) => ({ kind: 'delete', perform: () => a.field.delete(1) }),
  deleteContent: (a) => ({ kind: 'delete', perform: () => a.field.backspace(1) }),
  deleteByCut: (a) => ({ kind: 'delete', perform: () => a.field.backspace(1) }),
  deleteByDrag: () => DOM_EDIT,
  deleteWordBackward: (a) => deleteRange(a, wordBackward, true),
  deleteWordForward: (a) => deleteRange(a, wordForward, false),
  deleteSoftLineBackward: (a) => deleteRange(a, lineStart, true),
  deleteHardLineBackward: (a) => deleteRange(a, lineStart, true),
  deleteSoftLineForward: (a) => deleteRange(a, lineEnd, false),
  deleteHardLineForward: (a) => deleteRange(a, lineEnd, false),
  deleteEntireSoftLine: (a) => deleteRange(a, null, true),
};
// Formatting has no meaning in plain text fields: cancelled, nothing happens.
for (const type of [
  'formatBold', 'formatItalic', 'formatUnderline', 'formatStrikeThrough', 'formatSuperscript',
  'formatSubscript', 'formatJustifyFull', 'formatJustifyCenter', 'formatJustifyRight',
  'formatJustifyLeft', 'formatIndent', 'formatOutdent', 'formatRemove', 'formatSetBlockTextDirection',
  'formatSetInlineTextDirection', 'formatBackColor', 'formatFontColor', 'formatFontName',
]) {
  BEFORE_INPUT[type] = () => null;
}

/**
 * A deletion the browser would apply to a range it computes (a word, a line): the range is
 * computed here, selected, and deleted with one Backspace or Delete, so the rule sees a
 * deleting key, as it would for the selection.
 */
function deleteRange(a, boundary, backward) {
  return {
    kind: 'delete',
    perform: () => {
      const text = a.field.text;
      let [start, end] = a.field.selection;
      if (start === end) {
        if (boundary === null) {
          start = lineStart(text, start);
          end = lineEnd(text, end);
        } else if (backward) {
          start = boundary(text, start);
        } else {
          end = boundary(text, end);
        }
        if (start !== end) a.field.select(start, end);
      }
      return backward ? a.field.backspace(1) : a.field.delete(1);
    },
  };
}
