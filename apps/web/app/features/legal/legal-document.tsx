import type { LegalText } from "@tousu/page-kit/legal-text";

export function LegalDocument({ title, updatedAt, sections }: LegalText) {
  return (
    <article className="mx-auto max-w-3xl rounded-lg bg-white px-10 py-10 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
      <h1 className="text-center text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="mt-2 text-center text-sm text-gray-600">更新日期：{updatedAt}</p>
      <div className="mt-8 space-y-7 leading-8 text-gray-700">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-lg font-semibold text-gray-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
