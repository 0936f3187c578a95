import { render, screen } from '@testing-library/react';
import { HostProvider, RemoteExpose, type HostServices } from './RemoteExpose';
import { EXPOSES, splitExposeId } from './exposes';

describe('RemoteExpose', () => {
  it('renders another remote\'s module through the host\'s services, with its props', () => {
    const renderExpose = jest.fn<ReturnType<HostServices['renderExpose']>, Parameters<HostServices['renderExpose']>>(
      (id) => <p>rendered {id}</p>,
    );
    const onSaved = () => undefined;
    render(
      <HostProvider value={{ renderExpose: renderExpose as HostServices['renderExpose'] }}>
        <RemoteExpose id="profile/SecuritySettings" props={{ onSaved }} />
      </HostProvider>,
    );
    expect(screen.getByText('rendered profile/SecuritySettings')).toBeInTheDocument();
    expect(renderExpose).toHaveBeenCalledWith('profile/SecuritySettings', { onSaved });
  });

  it('says where the module is shown when no shell hosts the remote (standalone)', () => {
    render(<RemoteExpose id="profile/PrivacySettings" props={{}} />);
    expect(screen.getByRole('note')).toHaveTextContent('inside the site');
  });
});

describe('the expose map', () => {
  it('lists the exposes remotes provide besides their App, including the settings tabs', () => {
    expect(EXPOSES.profile).toEqual(['SecuritySettings', 'PrivacySettings']);
    expect(Object.keys(EXPOSES)).toEqual(['auth', 'profile']);
    expect(splitExposeId('auth/AuthPopup')).toEqual({ remote: 'auth', expose: 'AuthPopup' });
  });
});
