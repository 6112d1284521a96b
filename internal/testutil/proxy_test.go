package testutil

import (
	"bufio"
	"net"
	"testing"
	"time"
)

// The proxy carries traffic, cuts it on Down, and carries it again on Up at
// the same address.
func TestProxyDownAndUp(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				s := bufio.NewScanner(c)
				for s.Scan() {
					c.Write([]byte(s.Text() + "\n"))
				}
			}()
		}
	}()
	p := NewProxy(t, ln.Addr().String())
	echo := func() error {
		c, err := net.DialTimeout("tcp", p.Addr(), 5*time.Second)
		if err != nil {
			return err
		}
		defer c.Close()
		c.SetDeadline(time.Now().Add(5 * time.Second))
		if _, err := c.Write([]byte("ping\n")); err != nil {
			return err
		}
		line, err := bufio.NewReader(c).ReadString('\n')
		if err == nil && line != "ping\n" {
			t.Fatalf("echo = %q", line)
		}
		return err
	}
	if err := echo(); err != nil {
		t.Fatalf("through the proxy: %v", err)
	}
	open, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer open.Close()
	if _, err := open.Write([]byte("x\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := bufio.NewReader(open).ReadString('\n'); err != nil {
		t.Fatal(err)
	}
	p.Down()
	open.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := open.Read(make([]byte, 1)); err == nil || isTimeout(err) {
		t.Fatalf("an open connection survived Down: %v", err)
	}
	if err := echo(); err == nil {
		t.Fatal("a new connection got through while down")
	}
	p.Up()
	if err := echo(); err != nil {
		t.Fatalf("after Up: %v", err)
	}
}

func isTimeout(err error) bool {
	ne, ok := err.(net.Error)
	return ok && ne.Timeout()
}
