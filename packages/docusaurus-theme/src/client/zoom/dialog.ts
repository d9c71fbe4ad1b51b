import {translate} from '@docusaurus/Translate';
import {authoredAlt} from './authoredAlt';
import styles from './dialog.module.css';
import {
  clampPan,
  DOUBLE_CLICK_ZOOM,
  FITTED,
  fitSize,
  MAX_ZOOM,
  MIN_ZOOM,
  PAN_STEP_PX,
  type Point,
  panBy,
  pinchTo,
  type Size,
  wheelFactor,
  ZOOM_STEP,
  type ZoomView,
  zoomAt,
} from './zoomMath';

/**
 * The zoom dialog: a native modal <dialog> (the top layer, the page behind inert, Escape to close)
 * holding a copy of the image or diagram, fitted to the screen, that the wheel, a pinch, a drag,
 * the keyboard and the toolbar zoom and move. Built without React: it is loaded on the first
 * activation of a trigger (client/zoom/trigger.ts), and a wheel or pinch changes one transform
 * instead of rendering anything. The page is left as it is: no scroll lock, so no scrollbar
 * disappears and nothing moves.
 */

/** A pointer that moves further than this, in CSS pixels, drags; less is a click. */
const DRAG_THRESHOLD_PX = 4;

/** The keys that would scroll the page behind the dialog. */
const SCROLL_KEYS = ['PageUp', 'PageDown', 'Home', 'End'];

/** The 24×24 stroke paths of the toolbar's icons. */
const ICONS = {
  zoomIn: 'M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0ZM16 16l5 5M11 8v6M8 11h6',
  zoomOut: 'M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0ZM16 16l5 5M8 11h6',
  reset: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  close: 'M6 6l12 12M18 6 6 18',
};

/** What the dialog shows: a copy of the trigger's image or diagram, and its size and caption. */
type Enlarged = {media: HTMLElement | SVGSVGElement; natural: Size; canGrow: boolean; caption: string};

let openDialog: HTMLDialogElement | undefined;

function create<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) {
    element.className = className;
  }
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, value);
  }
  return element;
}

/** A copy of an image, at the resolution the page chose, that the dialog can enlarge. */
function enlargedImage(image: HTMLImageElement): Enlarged {
  const src = image.currentSrc || image.src;
  const alt = authoredAlt(image.alt);
  const copy = create('img', styles.media, {src, alt, draggable: 'false'});
  // An SVG without a size of its own has no natural size: its shape on the page stands in.
  const box = image.getBoundingClientRect();
  const natural = image.naturalWidth
    ? {width: image.naturalWidth, height: image.naturalHeight}
    : {width: box.width, height: box.height};
  return {media: copy, natural, canGrow: /\.svg([?#]|$)|^data:image\/svg/i.test(src), caption: alt.trim()};
}

/**
 * A copy of a Mermaid diagram. Mermaid names its SVG's parts, its stylesheet's rules and its
 * title after the SVG's id: the copy's id gets a suffix everywhere it appears, so that the page
 * holds no id twice and the copy's title and description still point at its own.
 */
function enlargedDiagram(svg: SVGSVGElement): Enlarged {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const id = svg.id;
  if (id) {
    for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
      for (const attribute of Array.from(element.attributes)) {
        if (attribute.value.includes(id)) {
          attribute.value = attribute.value.replaceAll(id, `${id}-zoom`);
        }
      }
      if (element.tagName.toLowerCase() === 'style' && element.textContent) {
        element.textContent = element.textContent.replaceAll(id, `${id}-zoom`);
      }
    }
  }
  // Mermaid caps the SVG at its drawn width; the dialog sizes it instead.
  copy.removeAttribute('style');
  copy.setAttribute('class', `${copy.getAttribute('class') ?? ''} ${styles.media}`.trim());
  const viewBox = svg.viewBox.baseVal;
  const box = svg.getBoundingClientRect();
  const natural = viewBox?.width
    ? {width: viewBox.width, height: viewBox.height}
    : {width: box.width, height: box.height};
  return {media: copy, natural, canGrow: true, caption: svg.querySelector(':scope > title')?.textContent?.trim() ?? ''};
}

/** An icon button, named for assistive technology and, in a tooltip, for the pointer. */
function toolbarButton(label: string, icon: string): HTMLButtonElement {
  const button = create('button', styles.button, {type: 'button', 'aria-label': label, title: label});
  button.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="${icon}"/></svg>`;
  return button;
}

/**
 * Opens the dialog on the image or diagram of `trigger` (an <img>, or an element holding a
 * Mermaid diagram's SVG). On close, the dialog is removed and focus returns to the trigger.
 */
export function openZoomDialog(trigger: HTMLElement): void {
  const svg = trigger instanceof HTMLImageElement ? undefined : trigger.querySelector('svg');
  if (openDialog?.open || !(trigger instanceof HTMLImageElement || svg)) {
    return;
  }
  const {media, natural, canGrow, caption} = svg ? enlargedDiagram(svg) : enlargedImage(trigger as HTMLImageElement);

  const dialog = create('dialog', styles.dialog, {'aria-describedby': 'hk-zoom-hint'});
  const toolbar = create('div', styles.toolbar);
  const level = create('output', styles.level);
  const zoomOut = toolbarButton(
    translate({id: 'theme.hoverkraft.zoom.zoomOut', message: 'Zoom out', description: 'A zoom dialog button'}),
    ICONS.zoomOut,
  );
  const zoomIn = toolbarButton(
    translate({id: 'theme.hoverkraft.zoom.zoomIn', message: 'Zoom in', description: 'A zoom dialog button'}),
    ICONS.zoomIn,
  );
  const reset = toolbarButton(
    translate({
      id: 'theme.hoverkraft.zoom.reset',
      message: 'Fit to screen',
      description: 'The zoom dialog button that shows the whole image again',
    }),
    ICONS.reset,
  );
  const close = toolbarButton(
    translate({
      id: 'theme.hoverkraft.zoom.close',
      message: 'Close',
      description: 'The zoom dialog button that closes it',
    }),
    ICONS.close,
  );
  // Focus starts on Close, where Enter or Space undoes the opening; the keys work from any button.
  close.autofocus = true;
  toolbar.append(level, zoomOut, zoomIn, reset, close);

  const figure = create('figure', styles.figure);
  const stage = create('div', styles.stage);
  const content = create('div', styles.content);
  content.append(media);
  stage.append(content);
  figure.append(stage);
  if (caption) {
    const figcaption = create('figcaption', styles.caption, {id: 'hk-zoom-caption'});
    figcaption.textContent = caption;
    figure.append(figcaption);
    dialog.setAttribute('aria-labelledby', 'hk-zoom-caption');
  } else {
    dialog.setAttribute(
      'aria-label',
      svg
        ? translate({
            id: 'theme.hoverkraft.zoom.diagramDialog',
            message: 'Enlarged diagram',
            description: 'The name of the zoom dialog showing a diagram with no title',
          })
        : translate({
            id: 'theme.hoverkraft.zoom.imageDialog',
            message: 'Enlarged image',
            description: 'The name of the zoom dialog showing an image with no alt text',
          }),
    );
  }
  const hint = create('p', 'hk-visually-hidden', {id: 'hk-zoom-hint'});
  hint.textContent = translate({
    id: 'theme.hoverkraft.zoom.hint',
    message: 'Zoom with + and -, move with the arrow keys, fit to screen with 0.',
    description: 'The keyboard help read out when the zoom dialog opens',
  });
  dialog.append(toolbar, figure, hint);

  const percent = new Intl.NumberFormat(document.documentElement.lang || undefined, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  let view = FITTED;
  let fitted: Size = natural;
  const stageSize = (): Size => ({width: stage.clientWidth, height: stage.clientHeight});

  function show(next: ZoomView, animate = false): void {
    view = next;
    content.classList.toggle(styles.animated as string, animate);
    content.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
    level.value = percent.format(view.scale);
    dialog.classList.toggle(styles.zoomed as string, view.scale > MIN_ZOOM);
    zoomOut.setAttribute('aria-disabled', String(view.scale <= MIN_ZOOM));
    zoomIn.setAttribute('aria-disabled', String(view.scale >= MAX_ZOOM));
  }

  /** Sizes the content to fit the stage, on opening and whenever the window changes size. */
  function layout(): void {
    const padding = getComputedStyle(stage);
    const room = {
      width: stage.clientWidth - Number.parseFloat(padding.paddingLeft) - Number.parseFloat(padding.paddingRight),
      height: stage.clientHeight - Number.parseFloat(padding.paddingTop) - Number.parseFloat(padding.paddingBottom),
    };
    fitted = fitSize(natural, room, canGrow);
    content.style.width = `${fitted.width}px`;
    content.style.height = `${fitted.height}px`;
    show(clampPan(view, fitted, stageSize()));
  }

  const zoomBy = (factor: number, at: Point = {x: 0, y: 0}, animate = false) =>
    show(zoomAt(view, factor, at, fitted, stageSize()), animate);
  const moveBy = (dx: number, dy: number, animate = false) => show(panBy(view, dx, dy, fitted, stageSize()), animate);
  /** A point of the stage, from its centre. */
  const stagePoint = (event: {clientX: number; clientY: number}): Point => {
    const box = stage.getBoundingClientRect();
    return {x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2};
  };

  zoomOut.addEventListener('click', () => zoomBy(1 / ZOOM_STEP, undefined, true));
  zoomIn.addEventListener('click', () => zoomBy(ZOOM_STEP, undefined, true));
  reset.addEventListener('click', () => show(FITTED, true));
  close.addEventListener('click', () => dialog.close());

  dialog.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP_PX, 0],
      ArrowRight: [-PAN_STEP_PX, 0],
      ArrowUp: [0, PAN_STEP_PX],
      ArrowDown: [0, -PAN_STEP_PX],
    };
    const arrow = arrows[event.key];
    if (event.key === '+' || event.key === '=') {
      zoomBy(ZOOM_STEP, undefined, true);
    } else if (event.key === '-' || event.key === '_') {
      zoomBy(1 / ZOOM_STEP, undefined, true);
    } else if (event.key === '0') {
      show(FITTED, true);
    } else if (arrow) {
      // An arrow shows more of that side: the content moves the other way.
      moveBy(arrow[0], arrow[1], true);
    } else if (!SCROLL_KEYS.includes(event.key)) {
      return;
    }
    event.preventDefault();
  });

  // The wheel zooms about the pointer, and never scrolls the page behind.
  dialog.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      if (stage.contains(event.target as Node)) {
        zoomBy(wheelFactor(event.deltaY, event.deltaMode, stage.clientHeight), stagePoint(event));
      }
    },
    {passive: false},
  );

  // One pointer drags the content; two pinch it. A press that does not move is a click.
  const pointers = new Map<number, Point>();
  let travelled = 0;
  stage.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) {
      return;
    }
    stage.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, stagePoint(event));
    travelled = 0;
  });
  stage.addEventListener('pointermove', (event) => {
    const before = pointers.get(event.pointerId);
    if (!before) {
      return;
    }
    const after = stagePoint(event);
    travelled += Math.hypot(after.x - before.x, after.y - before.y);
    const other = Array.from(pointers).find(([id]) => id !== event.pointerId)?.[1];
    if (other) {
      show(pinchTo(view, [before, other], [after, other], fitted, stageSize()));
    } else {
      moveBy(after.x - before.x, after.y - before.y);
    }
    pointers.set(event.pointerId, after);
  });
  const release = (event: PointerEvent) => pointers.delete(event.pointerId);
  stage.addEventListener('pointerup', release);
  stage.addEventListener('pointercancel', release);
  // A click beside the content closes, as a lightbox does; a double click zooms in or back.
  stage.addEventListener('click', (event) => {
    if (event.target === stage && travelled < DRAG_THRESHOLD_PX) {
      dialog.close();
    }
  });
  stage.addEventListener('dblclick', (event) => {
    if (view.scale > MIN_ZOOM) {
      show(FITTED, true);
    } else {
      zoomBy(DOUBLE_CLICK_ZOOM, stagePoint(event), true);
    }
  });

  const resizes = new ResizeObserver(layout);
  // The browser's Back button leaves the page: the dialog goes with it.
  const closeOnLeave = () => dialog.close();
  window.addEventListener('popstate', closeOnLeave);
  dialog.addEventListener('close', () => {
    window.removeEventListener('popstate', closeOnLeave);
    resizes.disconnect();
    dialog.remove();
    openDialog = undefined;
    if (trigger.isConnected) {
      trigger.focus();
    }
  });

  document.body.append(dialog);
  openDialog = dialog;
  dialog.showModal();
  layout();
  resizes.observe(stage);
  if (!natural.width && media instanceof HTMLImageElement) {
    media.addEventListener('load', () => {
      natural.width = media.naturalWidth;
      natural.height = media.naturalHeight;
      layout();
    });
  }
}
