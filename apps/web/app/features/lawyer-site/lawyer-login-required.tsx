import { LoginRequired } from "../../shared/session/login-required";
import { Container } from "../../ui/container";

/** A lawyer's working page asked for without the lawyer login: the login, offered in place. */
export function LawyerLoginRequired({ title }: { title: string }) {
  return (
    <Container className="max-w-3xl py-8">
      <LoginRequired title={title} login="lawyer" />
    </Container>
  );
}
