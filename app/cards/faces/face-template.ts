/**
 * A card face template: the layout a game gives one card type (and rarity) — frame colours, boxes for the
 * name, cost or speed, type line, art, stats, rules text, flavour, set symbol and number, each text box
 * with its largest and smallest font size. Templates are data: `content/<game>/faces.json`, checked with
 * zod (face-templates-file.ts reads and reports on it).
 *
 * The file gives one layout for the game and, per card type, the frame colours and any boxes that type
 * moves; per rarity, the border and the rarity mark's colour. faceTemplateFor merges them into the one
 * template a face is drawn with.
 */
import { z } from 'zod';
import type { CardFace } from '../card-face';

const colour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a colour is written #rgb or #rrggbb');
const length = z.number().finite().nonnegative();

export const FaceBox = z.object({ x: length, y: length, w: length.positive(), h: length.positive() }).strict();
export type FaceBox = z.infer<typeof FaceBox>;

/** A box of text: its font size at most `size`, lowered to at least `minSize` to fit. */
export const FaceTextBox = FaceBox.extend({
  size: length.positive(),
  minSize: length.positive(),
  align: z.enum(['start', 'middle', 'end']).default('start'),
})
  .strict()
  .refine((box) => box.minSize <= box.size, { message: 'minSize must not be larger than size' });
export type FaceTextBox = z.infer<typeof FaceTextBox>;

/** The stats: a grid of cells, `columns` to a row, each with its label over its value. */
export const FaceStatsBox = FaceBox.extend({ size: length.positive(), minSize: length.positive(), columns: z.number().int().min(1).max(12) })
  .strict()
  .refine((box) => box.minSize <= box.size, { message: 'minSize must not be larger than size' });
export type FaceStatsBox = z.infer<typeof FaceStatsBox>;

export const FaceLayout = z
  .object({
    name: FaceTextBox,
    /** Cost (`Mana 7`) or speed (`Fast`). */
    cost: FaceTextBox,
    typeLine: FaceTextBox,
    art: FaceBox,
    stats: FaceStatsBox,
    text: FaceTextBox,
    flavor: FaceTextBox,
    /** Set symbol and number (`CORE 012/120`), rarity at the other end. */
    set: FaceTextBox,
    /** Corner radius of the card and the frame's width around the inner panel. */
    radius: length,
    border: length,
    /** The card properties drawn in the cost box (`mana` → `Mana 7`), by name; the others join the stats. */
    costProperties: z.array(z.string()).optional(),
  })
  .strict();
export type FaceLayout = z.infer<typeof FaceLayout>;

export const FaceFrame = z
  .object({
    /** The card's border (a rarity may replace it). */
    border: colour,
    /** The panel behind everything, the bars behind name/type line/stats, and the text box. */
    background: colour,
    bar: colour,
    textBox: colour,
    /** Text on the bars and on the text box. */
    ink: colour,
    textInk: colour,
    /** The rarity mark (a rarity may replace it). */
    accent: colour,
  })
  .strict();
export type FaceFrame = z.infer<typeof FaceFrame>;

/** The template a face is drawn with. */
export const FaceTemplate = FaceLayout.extend({ cardType: z.string(), rarity: z.string().optional(), frame: FaceFrame }).strict();
export type FaceTemplate = z.infer<typeof FaceTemplate>;

/** One card type's entry in the file: its colours and the boxes it moves. */
export const FaceTypeTemplate = z
  .object({ cardType: z.string().min(1), frame: FaceFrame, boxes: FaceLayout.partial().optional() })
  .strict();
export type FaceTypeTemplate = z.infer<typeof FaceTypeTemplate>;

export const FaceRarityStyle = z.object({ border: colour, accent: colour }).strict();
export type FaceRarityStyle = z.infer<typeof FaceRarityStyle>;

/** A game's faces file. */
export const FaceTemplates = z
  .object({
    game: z.string().min(1),
    layout: FaceLayout,
    templates: z.array(FaceTypeTemplate).min(1),
    /** By rarity name as cards write it (`Rare`); a game without rarities leaves it out. */
    rarities: z.record(z.string(), FaceRarityStyle).optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.templates.forEach((t, i) => {
      if (seen.has(t.cardType)) ctx.addIssue({ code: 'custom', path: ['templates', i, 'cardType'], message: `a second template for card type "${t.cardType}"` });
      seen.add(t.cardType);
    });
  });
export type FaceTemplates = z.infer<typeof FaceTemplates>;

/** The layout of a face no template describes (a game without a faces file, a card type without a template). */
export const DEFAULT_LAYOUT: FaceLayout = {
  radius: 36,
  border: 24,
  name: { x: 56, y: 48, w: 470, h: 72, size: 46, minSize: 26, align: 'start' },
  cost: { x: 536, y: 48, w: 158, h: 72, size: 36, minSize: 20, align: 'end' },
  art: { x: 56, y: 132, w: 638, h: 398 },
  typeLine: { x: 56, y: 542, w: 638, h: 50, size: 30, minSize: 18, align: 'start' },
  // Room for two rows of stats: a Summoner's Grid summon has nine.
  stats: { x: 56, y: 602, w: 638, h: 132, size: 28, minSize: 16, columns: 5 },
  text: { x: 56, y: 746, w: 638, h: 176, size: 28, minSize: 14, align: 'start' },
  flavor: { x: 56, y: 926, w: 638, h: 54, size: 22, minSize: 14, align: 'start' },
  set: { x: 56, y: 986, w: 638, h: 32, size: 20, minSize: 14, align: 'start' },
};

const DEFAULT_FRAME: FaceFrame = {
  border: '#3a3f47',
  background: '#e9e4d8',
  bar: '#4b5563',
  textBox: '#faf7f0',
  ink: '#ffffff',
  textInk: '#1f2328',
  accent: '#9ca3af',
};

/**
 * The template for a face: its card type's colours and boxes over the game's layout, with its rarity's
 * border and accent; a card type without a template gets the game's layout in neutral colours, and a game
 * without a faces file the default layout.
 */
export function faceTemplateFor(templates: FaceTemplates | undefined, face: CardFace): FaceTemplate {
  const layout = templates?.layout ?? DEFAULT_LAYOUT;
  const entry = templates?.templates.find((t) => t.cardType === face.cardType);
  const rarity = face.rarity === undefined ? undefined : templates?.rarities?.[face.rarity];
  const frame = { ...(entry?.frame ?? DEFAULT_FRAME), ...(rarity ?? {}) };
  const template: FaceTemplate = { ...layout, ...(entry?.boxes ?? {}), cardType: face.cardType, frame };
  if (rarity !== undefined && face.rarity !== undefined) template.rarity = face.rarity;
  return template;
}
