import { describe, expect, it } from 'vitest';
import { formatMessages as f } from '../messages.ts';
import { createAgencyRequest } from './agencies.ts';
import { ownerRequest } from './registry/owner.ts';
import { registrationRequest } from './registry/registration.ts';
import { ownershipCertificateRequest } from './requests/ownership-certificate.ts';
import { saleCommunicationSpecialRequest } from './requests/sale-communication-special.ts';
import { saleCommunicationRequest } from './requests/sale-communication.ts';
import { sampleRequests } from './requests/samples.ts';
import { firstMessages } from './requests/test-support.ts';

// Issue 12: what the contracts store once the validators accept a Brazilian value as people
// write it, and the message a form shows when they refuse it.

describe('phones are stored as the national number', () => {
  it('drops the country code and trunk zero of an owner’s phones', () => {
    const r = ownerRequest.parse({ nome: 'Ana', cpf: '529.982.247-25', telCom: '+55 (21) 3222-1100', telRes: '(021) 3222-1100', cel: '5521987654321' });
    expect(r).toMatchObject({ telCom: '2132221100', telRes: '2132221100', cel: '21987654321' });
  });

  it('stores an agency’s phone and a request’s phone the same way', () => {
    const agency = createAgencyRequest.parse({ name: 'A', cnpj: '11.222.333/0001-81', email: 'a@b.com', phone: '0055 11 98765-4321', planId: 'basico' });
    expect(agency.phone).toBe('11987654321');
    const request = saleCommunicationRequest.parse({ ...sampleRequests['comunicacao-venda'], telefone: '+55 84 99987-3456' });
    expect(request.telefone).toBe('84999873456');
  });

  it('refuses a phone with letters or another country’s code', () => {
    for (const telCom of ['(21) 3222-11OO', '+1 212 555 0100']) {
      expect(firstMessages(ownerRequest.safeParse({ nome: 'Ana', cpf: '529.982.247-25', telCom })), telCom).toEqual({ telCom: f.phoneInvalid });
    }
  });
});

describe('RENAVAM', () => {
  it('stores a 10-digit RENAVAM (a spreadsheet dropped its zero) padded to 11', () => {
    expect(saleCommunicationRequest.parse({ ...sampleRequests['comunicacao-venda'], renavam: '3607626105' }).renavam).toBe('03607626105');
    const vehicle = registrationRequest.shape.vehicle.parse({ placa: 'ABC1234', renavam: '1234567897' });
    expect(vehicle.renavam).toBe('01234567897');
  });
});

describe('documents with letters in them', () => {
  it('refuses a CPF, a CEP and a CNH with letters instead of stripping them', () => {
    const r = ownerRequest.safeParse({ nome: 'Ana', cpf: 'foo391.838.38test0-66', cep: 'abc01310100', cnh: '0265030646l' });
    expect(firstMessages(r)).toEqual({ cpf: f.cpfInvalid, cep: f.cepInvalid, cnh: f.cnhInvalid });
  });

  it('refuses a CNH of one repeated digit with its own message', () => {
    expect(firstMessages(ownerRequest.safeParse({ nome: 'Ana', cpf: '529.982.247-25', cnh: '00000000000' }))).toEqual({ cnh: f.cnhRepeated });
    expect(ownerRequest.parse({ nome: 'Ana', cpf: '529.982.247-25', cnh: '026.503.064-61' }).cnh).toBe('02650306461');
  });
});

describe('chassis: a VIN, or a pre-VIN chassis on a vehicle made up to 1986', () => {
  const special = (overrides: Record<string, unknown>) =>
    saleCommunicationSpecialRequest.safeParse({ ...sampleRequests['casos-especiais-comunicacao-venda'], ...overrides });
  const certificate = (overrides: Record<string, unknown>) =>
    ownershipCertificateRequest.safeParse({ ...sampleRequests['certidao-propriedade'], ...overrides });

  it('refuses 17 equal characters', () => {
    expect(firstMessages(special({ chassi: 'AAAAAAAAAAAAAAAAA' }))).toEqual({ chassi: f.chassisInvalid });
  });

  it('accepts an old chassis on a 1975 car, normalized', () => {
    const r = special({ chassi: 'bs-123456', anoFabricacao: '1975', anoModelo: '1975' });
    expect(r.success).toBe(true);
    expect(r.data?.chassi).toBe('BS123456');
    expect(certificate({ chassi: 'BS123456', anoFabricacao: '1986' }).success).toBe(true);
  });

  it('refuses it on a newer car or with no year, on the chassis field', () => {
    expect(firstMessages(special({ chassi: 'BS123456' }))).toEqual({ chassi: f.chassisOldFormat });
    expect(firstMessages(certificate({ chassi: 'BS123456', anoFabricacao: '' }))).toEqual({ chassi: f.chassisOldFormat });
    expect(firstMessages(certificate({ chassi: '9BWZZZ377VT00425', anoFabricacao: '2019', anoModelo: '2020' }))).toEqual({ chassi: f.chassisOldFormat });
  });

  it('holds the registry’s vehicle to the same rule', () => {
    const vehicle = registrationRequest.shape.vehicle;
    expect(vehicle.safeParse({ placa: 'ABC1234', renavam: '00639884962', chassis: 'BS123456', anoFabricacao: '1970' }).success).toBe(true);
    expect(firstMessages(vehicle.safeParse({ placa: 'ABC1234', renavam: '00639884962', chassis: 'BS123456' }))).toEqual({ chassis: f.chassisOldFormat });
    expect(firstMessages(vehicle.safeParse({ placa: 'ABC1234', renavam: '00639884962', chassis: '11111111111111111' }))).toEqual({ chassis: f.chassisInvalid });
  });
});
