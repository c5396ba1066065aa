/**
 * Above a form just saved without some of its chosen files: which ones, and why. The form
 * itself is open again on the saved record, so they can be chosen again (smaller, or another).
 */
export function LeftOutNotice({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="alert alert-warning" role="status">
      <p>Saved, but these files were left out:</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
