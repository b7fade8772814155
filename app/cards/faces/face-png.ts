/**
 * Card faces as PNG at print resolution (FACE_WIDTH × FACE_HEIGHT: poker size at 300 dpi), rasterised
 * from the face's SVG by resvg compiled to WebAssembly (no native binary, no install script). Art comes
 * inside the SVG as a data URL, so nothing is fetched. Node only (reads the module and the font files).
 */
import { readFileSync } from 'node:fs';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import { FACE_WIDTH } from './face-svg';
import { FACE_FONT_FAMILY, faceFontPaths } from './face-fonts';
import { packageFile } from './package-file';

let ready: Promise<void> | undefined;
let fonts: Uint8Array[] | undefined;

/** The WebAssembly module is instantiated once per process (initWasm refuses a second call). */
function initOnce(): Promise<void> {
  if (!ready) {
    const wasm = packageFile('@resvg/resvg-wasm/index_bg.wasm');
    ready = wasm ? initWasm(readFileSync(wasm)) : Promise.reject(new Error('@resvg/resvg-wasm is not installed (npm install)'));
  }
  return ready;
}

/** Turns face SVGs into PNG bytes. Call `faceRasteriser()` once, then rasterise as many faces as needed. */
export type Rasterise = (svg: string) => Uint8Array;

export async function faceRasteriser(): Promise<Rasterise> {
  await initOnce();
  fonts ??= faceFontPaths().map((path) => new Uint8Array(readFileSync(path)));
  const fontBuffers = fonts;
  return (svg) => {
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'width', value: FACE_WIDTH },
      font: { fontBuffers, defaultFontFamily: FACE_FONT_FAMILY, sansSerifFamily: FACE_FONT_FAMILY },
    });
    try {
      const image = resvg.render();
      try {
        return image.asPng();
      } finally {
        image.free();
      }
    } finally {
      resvg.free();
    }
  };
}
