const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** 3.2 → '3,2%'. */
export const formatPercent = (value: number) => `${percent.format(value)}%`;
/** 15 → '+15,0%', −4.5 → '-4,5%'. */
export const formatSignedPercent = (value: number) => `${signedPercent.format(value)}%`;
