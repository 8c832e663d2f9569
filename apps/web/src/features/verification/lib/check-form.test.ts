import { describe, expect, it } from 'vitest';
import { verificationTexts } from '@swapyard/domain/verifications';
import { checkVerificationForm, latestBirthDate } from './check-form';

const valid = {
  type: 'passport',
  firstName: 'Vera',
  lastName: 'Fischer',
  dateOfBirth: '1990-04-12',
  address: '12 Harbour Lane',
};
const photo = { size: 2_000_000 };

describe('checkVerificationForm', () => {
  it('passes a complete form with one to three photos', () => {
    expect(checkVerificationForm(valid, [photo])).toEqual({});
    expect(checkVerificationForm(valid, [photo, photo, photo])).toEqual({});
  });

  it('names each problem at its field, with the server’s wording', () => {
    expect(
      checkVerificationForm({ type: '', firstName: '', lastName: ' ', dateOfBirth: '', address: '' }, []),
    ).toEqual({
      type: verificationTexts.typeRequired,
      firstName: verificationTexts.firstNameRequired,
      lastName: verificationTexts.lastNameRequired,
      dateOfBirth: verificationTexts.dateOfBirthRequired,
      address: verificationTexts.addressRequired,
      documents: verificationTexts.documentsRequired,
    });
    expect(checkVerificationForm({ ...valid, dateOfBirth: latestBirthDate() }, [photo])).toEqual({});
    expect(checkVerificationForm({ ...valid, dateOfBirth: '2999-01-01' }, [photo]).dateOfBirth).toBe(
      verificationTexts.tooYoung,
    );
    expect(checkVerificationForm(valid, [photo, photo, photo, photo]).documents).toBe(
      verificationTexts.tooManyDocuments,
    );
    expect(checkVerificationForm(valid, [{ size: 10_485_761 }]).documents).toBe(
      'File too large: Maximum file size is 10MB',
    );
  });
});

describe('latestBirthDate', () => {
  it('is 13 years before today, and 28 February for a 29 February', () => {
    expect(latestBirthDate(new Date('2026-11-26T10:00:00Z'))).toBe('2013-11-26');
    expect(latestBirthDate(new Date('2028-02-29T10:00:00Z'))).toBe('2015-02-28');
  });
});
