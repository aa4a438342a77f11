// An amount of money written out in Portuguese, as a receipt says it ("a importância de R$ 1.234,56
// (mil duzentos e trinta e quatro reais e cinquenta e seis centavos)"). Integer centavos in, so no
// float ever rounds a centavo away; small and dependency-free so the web can show it too.

const units = [
  '',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const tens = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const hundreds = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'];

/** 1..999 in words. */
function group(n: number): string {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) parts.push(hundreds[h]!);
  if (rest >= 20) parts.push(rest % 10 ? `${tens[Math.floor(rest / 10)]} e ${units[rest % 10]}` : tens[Math.floor(rest / 10)]!);
  else if (rest) parts.push(units[rest]!);
  return parts.join(' e ');
}

const scales: [singular: string, plural: string][] = [
  ['', ''],
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
];

/** A whole number in words (0 < n < 10¹²), "mil" never "um mil". */
export function numberInWords(n: number): string {
  const groups: number[] = [];
  for (let rest = Math.trunc(n); rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  groups.forEach((g, scale) => {
    if (!g) return;
    const [one, many] = scales[scale]!;
    if (scale === 0) words.unshift(group(g));
    else if (scale === 1) words.unshift(g === 1 ? 'mil' : `${group(g)} mil`);
    else words.unshift(`${group(g)} ${g === 1 ? one : many}`);
  });
  // "mil e cem", "um milhão e um": the last group takes "e" when it is below a hundred or whole hundreds.
  const last = groups[0] ?? 0;
  if (words.length > 1 && last > 0 && (last < 100 || last % 100 === 0)) {
    const tail = words.pop()!;
    return `${words.join(' ')} e ${tail}`;
  }
  return words.join(' ');
}

/** "mil duzentos e trinta e quatro reais e cinquenta e seis centavos"; "um milhão de reais". */
export function amountInWords(cents: number): string {
  const total = Math.abs(Math.trunc(cents));
  const reais = Math.floor(total / 100);
  const centavos = total % 100;
  const parts: string[] = [];
  if (reais > 0) {
    const words = numberInWords(reais);
    // Whole millions and billions take "de": "dois milhões de reais".
    const de = reais % 1_000_000 === 0 ? 'de ' : '';
    parts.push(`${words} ${de}${reais === 1 ? 'real' : 'reais'}`);
  }
  if (centavos > 0) parts.push(`${numberInWords(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  if (parts.length === 0) return 'zero reais';
  return parts.join(' e ');
}
