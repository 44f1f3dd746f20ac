/**
 * `compute` with its answers for the last `max` strings kept (the oldest forgotten first): a
 * redirect sees the same few user agents and links click after click (decisions 633 and 640).
 */
export function rememberLast<T>(max: number, compute: (value: string) => T): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    const known = answers.get(value);
    if (known !== undefined || answers.has(value)) return known as T;
    const answer = compute(value);
    if (answers.size >= max) answers.delete(answers.keys().next().value as string);
    answers.set(value, answer);
    return answer;
  };
}
