import type { LegalText } from "@tousu/page-kit/legal-text";

/** The user agreement or the privacy policy, the same text as on the PC site, for reading on a phone. */
export function LegalDocument({ title, updatedAt, sections }: LegalText) {
  return (
    <article className="bg-white px-4 py-5">
      <h2 className="text-center text-xl font-semibold text-gray-900">{title}</h2>
      <p className="mt-1 text-center text-sm text-gray-600">更新日期：{updatedAt}</p>
      <div className="mt-5 space-y-5 text-[15px] leading-7 text-gray-800">
        {sections.map((section) => (
          <section key={section.heading}>
            <h3 className="font-semibold text-gray-900">{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-1.5 break-words">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
