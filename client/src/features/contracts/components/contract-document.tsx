/**
 * The contract text exactly as stored and signed: '# ' is the title, '## ' an article, every other
 * line a paragraph. Nothing is added or reordered, so what is read is what the hash covers.
 */
export function ContractDocument({ text }: { text: string }) {
  const lines = text.split("\n");
  return (
    <article className="flex flex-col gap-1.5 break-keep text-[15px] leading-7" aria-label="계약서 본문" data-testid="contract-document">
      {lines.map((line, i) =>
        line.startsWith("# ") ? (
          <h2 key={i} className="mb-3 text-center text-lg font-bold sm:text-xl">
            {line.slice(2)}
          </h2>
        ) : line.startsWith("## ") ? (
          <h3 key={i} className="mt-3 font-semibold">
            {line.slice(3)}
          </h3>
        ) : line.trim() ? (
          // break-words: a line may hold a 64-character hash (an amendment names the contract it replaces).
          <p key={i} className="whitespace-pre-wrap break-words">
            {line}
          </p>
        ) : null,
      )}
    </article>
  );
}
