// Makes the poster fonts committed in apps/api/src/modules/poster/fonts: Noto Sans SC (SIL OFL 1.1)
// cut to ASCII, GB2312's symbol rows and all its 6,763 characters (level 1 alone misses words
// complaints use, such as 推诿), so the repository holds about 2.2 MB per weight rather than 10 MB. The source TTFs come from the npm package
// @expo-google-fonts/noto-sans-sc (`npm pack @expo-google-fonts/noto-sans-sc@0.4.3`, then unpack):
//   node scripts/subset-poster-font.mjs <unpacked package folder>
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const [sourceDir] = process.argv.slice(2);
if (!sourceDir) throw new Error("usage: node scripts/subset-poster-font.mjs <unpacked font package folder>");

const gbk = new TextDecoder("gbk");
/** Every character GB2312 encodes in rows `from`…`to` (each row: second bytes 0xA1…0xFE). */
function gb2312Rows(from, to) {
  let characters = "";
  for (let row = from; row <= to; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const character = gbk.decode(new Uint8Array([row, cell]));
      if (character.length === 1 && character !== "\ufffd") characters += character;
    }
  }
  return characters;
}

let ascii = "";
for (let code = 0x20; code < 0x7f; code++) ascii += String.fromCharCode(code);
const text = ascii + gb2312Rows(0xa1, 0xa3) + gb2312Rows(0xb0, 0xf7);

const target = "apps/api/src/modules/poster/fonts";
for (const [weight, file] of [
  ["Regular", "400Regular/NotoSansSC_400Regular.ttf"],
  ["Bold", "700Bold/NotoSansSC_700Bold.ttf"],
]) {
  const subset = await subsetFont(readFileSync(path.join(sourceDir, file)), text, {
    targetFormat: "truetype",
  });
  writeFileSync(path.join(target, `NotoSansSC-${weight}-GB2312.ttf`), subset);
}
