export const onlyDigits = (value: string) => value.replace(/\D/g, '');
export const onlyAlphanumeric = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();
