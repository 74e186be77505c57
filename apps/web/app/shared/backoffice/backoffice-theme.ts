import type { ThemeConfig } from "antd";

// The site's palette (app.css: brand reds; Tailwind's gray, emerald, amber, red, blue), in Ant Design's
// tokens. Ant Design's defaults put its blue links at 4.1:1 on white, grey hints at 2.8:1 and status
// texts near 2:1; every text colour here keeps 4.5:1 on the surface it sits on. Tags take the status
// colours (success, warning, error, processing) or a preset whose text passes on its tint (blue, red,
// purple, geekblue): green, gold, orange and cyan tags fall short, and their palettes cannot be themed.
const BRAND_600 = "#bd2f28";
const BRAND_700 = "#9e2620";
const BRAND_800 = "#7f201b";
const GRAY_500 = "#6a7282";
const GRAY_600 = "#4a5565";

export const BACKOFFICE_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_600,
    colorLink: BRAND_600,
    colorLinkHover: BRAND_700,
    colorLinkActive: BRAND_800,
    borderRadius: 6,
    // Secondary text also sits on the grey page and table headers, where gray-500 falls short.
    colorTextSecondary: GRAY_600,
    colorTextDescription: GRAY_600,
    colorTextTertiary: GRAY_500,
    colorTextPlaceholder: GRAY_500,
    // Status tags write the status colour on its tint: dark tones with the palette's 50 tints.
    colorSuccess: "#007a55",
    colorSuccessBg: "#ecfdf5",
    colorWarning: "#bb4d00",
    colorWarningBg: "#fffbeb",
    colorError: "#c10007",
    colorErrorBg: "#fef2f2",
    colorInfo: "#1447e6",
    colorInfoBg: "#eff6ff",
  },
  components: {
    // An empty table says so in disabled text, too faint to read (a complaint with no staff log yet).
    Table: { colorTextDisabled: GRAY_500 },
  },
};
