/** The page beyond the per-address render limit: small and fixed, so refusing a render costs none. */
export const TOO_MANY_RENDERS_PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>访问过于频繁</title></head>
<body><h1>访问过于频繁，请稍后再试</h1><p><a href="/">返回首页</a></p></body>
</html>
`;
