package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/sys/unix"

	"github.com/inkd/inkd/api/client"
)

// isTerminal reports whether f is a terminal.
func isTerminal(f *os.File) bool {
	_, err := unix.IoctlGetTermios(int(f.Fd()), unix.TCGETS)
	return err == nil
}

// readPassword prompts on w and reads a line from the terminal in without
// echoing it.
func readPassword(in *os.File, w io.Writer, prompt string) (string, error) {
	fd := int(in.Fd())
	old, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		return "", err
	}
	quiet := *old
	quiet.Lflag &^= unix.ECHO
	quiet.Lflag |= unix.ICANON | unix.ISIG
	if err := unix.IoctlSetTermios(fd, unix.TCSETS, &quiet); err != nil {
		return "", err
	}
	defer unix.IoctlSetTermios(fd, unix.TCSETS, old)
	fmt.Fprint(w, prompt)
	line, err := readLine(in)
	fmt.Fprintln(w)
	return line, err
}

// askYes prints prompt on w and reads one answer line from in: y or yes
// (any case, spaces around) accepts; anything else, or no answer, is
// client.ErrDeclined.
func askYes(in io.Reader, w io.Writer, prompt string) error {
	fmt.Fprint(w, prompt)
	line, _ := readLine(in)
	if a := strings.ToLower(strings.TrimSpace(line)); a == "y" || a == "yes" {
		return nil
	}
	return client.ErrDeclined
}
