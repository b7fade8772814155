/** The board's colours (0xRRGGBB for Phaser) and the CSS twins the panels use, in one place. */
export const PALETTE = {
  background: 0x0f131b,
  gridLine: 0x2a3242,
  unclaimed: [0x1a202c, 0x1d2431],
  territory: {
    A: [0x172a4d, 0x1a2f56],
    B: [0x3d1c29, 0x44202e],
  },
  edge: { A: 0x5b8cff, B: 0xff6b81 },
  side: { A: 0x5b8cff, B: 0xff6b81 },
  tokenFill: { A: 0x1c2c52, B: 0x4a1f2f },
  text: 0xe8ecf4,
  mutedText: 0x9aa4b8,
  hpHigh: 0x3ecf8e,
  hpMid: 0xf2c14e,
  hpLow: 0xff5f5f,
  hpBack: 0x0b0e14,
  move: 0x4fd1ff,
  attack: 0xff4d4d,
  target: 0xffc940,
  summon: 0x5ee89a,
  anchor: 0x5ee89a,
  choice: 0xc38bff,
  selected: 0xffffff,
  emphasis: 0xfff275,
  hover: 0xffffff,
  status: 0xff9f43,
  cardBack: 0x2b3550,
  cardBackEdge: 0x8796c0,
} as const;

export function css(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
