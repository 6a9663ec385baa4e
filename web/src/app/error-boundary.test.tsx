import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

function Crash({ message }: { message: string }): never {
  throw new Error(message);
}

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the error screen with the message, Try Again and Return Home', () => {
    render(
      <ErrorBoundary>
        <Crash message="Cannot read the pipes" />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the pipes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('logs the error with the device details', () => {
    render(
      <ErrorBoundary>
        <Crash message="Boom" />
      </ErrorBoundary>,
    );

    expect(consoleError).toHaveBeenCalledWith(
      'Uncaught render error',
      expect.objectContaining({ message: 'Boom' }),
      expect.objectContaining({
        userAgent: navigator.userAgent,
        viewport: `${window.innerWidth}x${window.innerHeight}`,
        url: window.location.href,
      }),
    );
  });

  it('tries the children again when the reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Crash message="Boom" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    rerender(
      <ErrorBoundary resetKey="/fine">
        <p>Working page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Working page')).toBeInTheDocument();
  });
});
